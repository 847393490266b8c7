import { describe, expect, it } from "vitest";

import { withChoiceQuestion } from "./with-choice-question.ts";

describe("a choice asked of a plan", () => {
  it("weighs the options when the member asks which to take and asks for no plan", () => {
    expect(withChoiceQuestion("plan", "a week in June with two kids, Crete or Mallorca? we hate long transfers")).toBe(
      "advice",
    );
  });

  it("stays a plan when a plan is asked, or no choice is", () => {
    expect(withChoiceQuestion("plan", "3 day itinerary for Rome or Florence?")).toBe("plan");
    expect(withChoiceQuestion("plan", "5 days in Kyoto in April, what should we see?")).toBe("plan");
    expect(withChoiceQuestion("email", "shall I send it today or tomorrow?")).toBe("email");
  });
});
