import { describe, expect, it } from "vitest";

import { describePeriod } from "./subscription-labels.ts";

const subscription = {
  provider: "demo" as const,
  plan: "monthly" as const,
  status: "active" as const,
  currentPeriodEnd: "2026-12-22T12:00:00.000Z",
  cancelAtPeriodEnd: false,
};

describe("describePeriod", () => {
  it("says when a subscription renews, ends, or ended", () => {
    expect(describePeriod(subscription)).toBe("Renews on December 22, 2026");
    expect(describePeriod({ ...subscription, cancelAtPeriodEnd: true })).toBe("Ends on December 22, 2026");
    expect(describePeriod({ ...subscription, status: "canceled" })).toBe("Ended on December 22, 2026");
    expect(describePeriod({ ...subscription, currentPeriodEnd: null })).toBeNull();
  });
});
