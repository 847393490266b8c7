import { describe, expect, it } from "vitest";

import { withChoiceQuestion } from "./with-choice-question.ts";

describe("a choice asked of a plan", () => {
  it("weighs the options when the member asks which to take and asks for no plan", () => {
    expect(withChoiceQuestion("plan", "a week in June with two kids, Crete or Mallorca? we hate long transfers")).toBe(
      "advice",
    );
    // The member's own plan described, and whether a ticket pays for it.
    expect(
      withChoiceQuestion(
        "plan",
        "Two weeks in Switzerland in July, plan is Zurich, Lucerne, Interlaken and Zermatt. Is the Swiss Travel Pass worth it? Or should we buy point to point tickets?",
      ),
    ).toBe("advice");
    expect(
      withChoiceQuestion("plan", "we're planning to see Lyon and Nice by train. Or should we rent a car instead?"),
    ).toBe("advice");
  });

  it("stays a plan when a plan is asked, or no choice is", () => {
    expect(withChoiceQuestion("plan", "3 day itinerary for Rome or Florence?")).toBe("plan");
    expect(withChoiceQuestion("plan", "5 days in Kyoto in April, what should we see?")).toBe("plan");
    expect(withChoiceQuestion("plan", "plan our 4 days in Seoul, is the DMZ tour worth it?")).toBe("plan");
    expect(withChoiceQuestion("email", "shall I send it today or tomorrow?")).toBe("email");
  });

  it("reads a plan named as a product as no plan asked for", () => {
    expect(
      withChoiceQuestion("plan", "should I overpay my plan 5 student loan or put it in a pension? earning £35k"),
    ).toBe("advice");
    expect(withChoiceQuestion("plan", "is my phone plan worth keeping or should I go sim only?")).toBe("advice");
    expect(withChoiceQuestion("plan", "make me a savings plan: overpay the loan or save?")).toBe("plan");
  });
});
