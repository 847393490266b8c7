import { describe, expect, it } from "vitest";

import { formatCents, prorate } from "./proration.ts";

describe("prorate", () => {
  it("credits the unused half of a monthly period against a yearly plan", () => {
    const proration = prorate({
      from: "monthly",
      to: "yearly",
      periodEnd: new Date("2026-03-01T00:00:00Z"),
      now: new Date("2026-02-15T00:00:00Z"),
    });
    expect(proration).toEqual({ creditCents: 750, newPlanCents: 12900, dueTodayCents: 12150, remainingCreditCents: 0 });
    expect(formatCents(proration.dueTodayCents)).toBe("$121.50");
  });

  it("keeps credit beyond the new price for later invoices", () => {
    const proration = prorate({
      from: "yearly",
      to: "monthly",
      periodEnd: new Date("2027-01-01T00:00:00Z"),
      now: new Date("2026-01-01T00:00:00Z"),
    });
    expect(proration).toEqual({
      creditCents: 12900,
      newPlanCents: 1499,
      dueTodayCents: 0,
      remainingCreditCents: 11401,
    });
  });

  it("credits nothing once the period is over", () => {
    const periodEnd = new Date("2026-03-01T00:00:00Z");
    expect(
      prorate({ from: "monthly", to: "yearly", periodEnd, now: new Date("2026-04-01T00:00:00Z") }).creditCents,
    ).toBe(0);
  });
});
