import { describe, expect, it } from "vitest";

import { withPlanAsked } from "./with-plan-asked.ts";

describe("a plan asked for", () => {
  it("is a plan, not a topic to explain, when the member asks for one to be made", () => {
    for (const request of [
      "my mum was told she has high cholesterol, she loves cheese. could you make her a 5 day meal plan and a shopping list?",
      "i have gcse exams in 6 weeks, maths english and biology, put together a revision timetable for me",
      "just adopted a rescue greyhound, can you create a daily routine for the first two weeks",
    ])
      expect(withPlanAsked("explanation", request)).toBe("plan");
  });

  it("leaves a question about plans, and plans that are documents of their own, as they were read", () => {
    expect(withPlanAsked("explanation", "what is a keto meal plan and does it work")).toBe("explanation");
    expect(withPlanAsked("question", "write a business plan for my bakery")).toBe("question");
    expect(withPlanAsked("explanation", "make a lesson plan on photosynthesis for year 8")).toBe("explanation");
    expect(
      withPlanAsked("explanation", "i keep losing to the sicilian, give me one solid plan to play against it"),
    ).toBe("explanation");
    expect(withPlanAsked("email", "write an email to my team with the new rota")).toBe("email");
  });

  it("is a plan when the member asks for a system for their days, read as advice or not", () => {
    expect(
      withPlanAsked(
        "advice",
        "three kids and we both work late, can you make a system for chores, homework and bedtimes",
      ),
    ).toBe("plan");
  });
});
