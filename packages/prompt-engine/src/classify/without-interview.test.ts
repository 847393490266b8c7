import { describe, expect, it } from "vitest";

import { withoutInterview } from "./without-interview.ts";

describe("interview preparation without an interview", () => {
  it("is no kind in particular for a meeting that is not an interview", () => {
    for (const request of [
      "prep me for a meeting with my landlord next week about the rent going up 20%, what will he say and how do I answer",
      "getting ready for my appointment with the mortgage adviser on friday, what will they ask me and what papers should i take",
      "i have a meeting with my daughter's head teacher about her grades, what questions will she ask",
    ])
      expect(withoutInterview("interview-prep", request, "")).toBe("neutral");
  });

  it("keeps interview preparation for a job, a place or a panel", () => {
    for (const request of [
      "prep me for a meeting with the hiring manager at a bank, what will they ask",
      "my viva is on monday, what questions might the examiners ask",
      "help me get ready for my nursing school admissions conversation",
      "practice questions for a barista job please",
      "meeting with the recruiter tomorrow, what will she ask",
      // No meeting named: the questions of an interview are asked for.
      "how should i answer 'what's your greatest weakness' honestly",
      "good answer for tell me about yourself, i'm switching from retail to IT",
    ])
      expect(withoutInterview("interview-prep", request, "")).toBe("interview-prep");
  });

  it("leaves other kinds alone", () => {
    expect(withoutInterview("advice", "prep me for a meeting with my landlord", "")).toBe("advice");
  });
});
