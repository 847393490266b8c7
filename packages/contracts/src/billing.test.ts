import { describe, expect, it } from "vitest";

import { guestCheckoutSchema, isPaidStatus, subscriptionStatuses } from "./billing.ts";

describe("billing contracts", () => {
  it("grants access while active, trialing or past due, and not otherwise", () => {
    expect(subscriptionStatuses.filter(isPaidStatus)).toEqual(["active", "trialing", "past_due"]);
  });

  it("takes the spec's guest checkout payload, with the e-mail lowercased and userId nullable", () => {
    expect(guestCheckoutSchema.parse({ email: " New@Example.TEST ", userId: null })).toEqual({
      email: "new@example.test",
      userId: null,
    });
    expect(guestCheckoutSchema.parse({ email: "a@example.test", userId: "user-1" }).userId).toBe("user-1");
    expect(guestCheckoutSchema.safeParse({ email: "a@example.test" }).success).toBe(false);
    expect(guestCheckoutSchema.safeParse({ email: "not-an-email", userId: null }).success).toBe(false);
  });
});
