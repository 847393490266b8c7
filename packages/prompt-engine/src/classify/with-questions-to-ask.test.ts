import { describe, expect, it } from "vitest";

import { withQuestionsToAsk } from "./with-questions-to-ask.ts";

describe("a practical ask for the questions to put to someone", () => {
  it("is advice for the conversation, not a lesson or a direct answer", () => {
    expect(
      withQuestionsToAsk(
        "explanation",
        "Mum starts chemo next month. What questions should we ask the oncologist, and what side effects mean we call the ward?",
      ),
    ).toBe("advice");
    expect(withQuestionsToAsk("question", "viewing a flat on Saturday, questions to ask the letting agent?")).toBe(
      "advice",
    );
  });

  it("leaves other readings and other asks alone", () => {
    expect(withQuestionsToAsk("explanation", "explain how chemo kills cancer cells, for a 10 year old")).toBe(
      "explanation",
    );
    expect(withQuestionsToAsk("interview-prep", "what questions should I ask at the end of my interview")).toBe(
      "interview-prep",
    );
  });
});
