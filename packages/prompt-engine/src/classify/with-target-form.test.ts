import { describe, expect, it } from "vitest";

import { withLessonPlan, withTargetForm } from "./with-target-form.ts";

describe("notes to turn into another form", () => {
  it("are that form's kind", () => {
    expect(withTargetForm("rewrite", "turn these into a proper resume, applying for barista jobs in Lisbon")).toBe(
      "resume",
    );
    expect(withTargetForm("neutral", "can you make my notes into a short speech for the hockey club dinner")).toBe(
      "speech",
    );
    expect(withTargetForm("rewrite", "convert this to an email to the parents, friendly")).toBe("email");
  });

  it("leave a rework alone when the form is no kind of its own, or nothing is turned into one", () => {
    expect(withTargetForm("rewrite", "turn this into something less stiff")).toBe("rewrite");
    expect(withTargetForm("rewrite", "fix the grammar in my CV")).toBe("rewrite");
    expect(withTargetForm("email", "turn this into a proper CV")).toBe("email");
  });

  it("reads a lesson plan asked for as teaching material", () => {
    expect(
      withLessonPlan("neutral", "i coach the under 9s netball, give me a 50 min lesson plan on footwork with a game"),
    ).toBe("lesson-material");
    expect(withLessonPlan("neutral", "give me a 50 min session on footwork for the under 9s")).toBe("neutral");
  });

  it("reads 'i need it as a proper letter' as the form named", () => {
    expect(
      withTargetForm("rewrite", "my dad wrote this in urdu and i need it as a proper english letter to the council"),
    ).toBe("email");
  });

  it("reads notes to turn into minutes as a summary of the meeting", () => {
    expect(withTargetForm("rewrite", "turn my notes into proper minutes for the bowls club")).toBe("summary");
  });

  it("reads notes turned into minutes as minutes, whatever message the classifier read", () => {
    expect(withTargetForm("email", "turn these into proper minutes for our savings group, short and formal")).toBe(
      "summary",
    );
  });
});
