import { describe, expect, it } from "vitest";

import { withPetPoisoning } from "./with-pet-poisoning.ts";

describe("a pet that has swallowed a poison", () => {
  it("is a question to answer, not a request of no kind", () => {
    for (const request of [
      "puppy swallowed a couple of raisins from my toddler's snack box, what now",
      "my cat licked some pollen off the lilies my mum brought, she seems ok",
      "the spaniel got into a bag of sugar-free gum with xylitol 30 min ago",
    ])
      expect(withPetPoisoning("neutral", request)).toBe("question");
  });

  it("leaves what is safe to eat, a person's meal and a kind already found alone", () => {
    expect(withPetPoisoning("neutral", "can dogs eat grapes")).toBe("neutral");
    expect(withPetPoisoning("neutral", "I ate a whole bar of dark chocolate and feel sick")).toBe("neutral");
    expect(withPetPoisoning("advice", "our dog ate chocolate, should we go to the vet or wait")).toBe("advice");
  });
});
