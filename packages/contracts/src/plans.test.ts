import { describe, expect, it } from "vitest";

import { describePlanBilling, describePlanSavings, formatPlanPrice, formatUsd, planList, plans } from "./plans.ts";

describe("plans", () => {
  it("prices the yearly plan as the specification does", () => {
    const yearlyInMonths = plans.monthly.price * 12;
    expect(plans.yearly.price).toBe(129);
    expect(plans.yearly.savings?.amount).toBeCloseTo(yearlyInMonths - plans.yearly.price, 2);
    expect(plans.yearly.savings?.percent).toBe(
      Math.round(((yearlyInMonths - plans.yearly.price) / yearlyInMonths) * 100),
    );
    expect(plans.yearly.monthlyEquivalent).toBeCloseTo(plans.yearly.price / 12, 2);
  });

  it("marks only the yearly plan popular and lists it first", () => {
    expect(planList.map((plan) => plan.id)).toEqual(["yearly", "monthly"]);
    expect(planList.filter((plan) => plan.popular)).toEqual([plans.yearly]);
  });

  it("formats whole and fractional dollar amounts", () => {
    expect(formatUsd(129)).toBe("$129");
    expect(formatUsd(14.99)).toBe("$14.99");
    expect(formatUsd(10.75)).toBe("$10.75");
  });

  it("describes each plan the same way wherever it is shown", () => {
    expect(formatPlanPrice(plans.yearly)).toBe("$129/year");
    expect(formatPlanPrice(plans.monthly)).toBe("$14.99/month");
    expect(describePlanBilling(plans.yearly)).toBe("$10.75 per month, billed yearly");
    expect(describePlanBilling(plans.monthly)).toBe("Billed monthly");
    expect(describePlanSavings(plans.yearly)).toBe("Save 28% ($50.88 a year)");
    expect(describePlanSavings(plans.monthly)).toBeNull();
  });
});
