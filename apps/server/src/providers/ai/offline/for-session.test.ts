import { describe, expect, it } from "vitest";

import { composeOffline as compose } from "../../../testing/compose-offline.ts";
import { analyzeRequest } from "../understanding/analyze-request.ts";

const kindOf = (request: string) => analyzeRequest(request)?.kind;

describe("questions the member answers one by one become a live session", () => {
  it.each([
    "give me mock interview questions one at a time",
    "ask me interview questions for a teaching job one by one",
    "interview me for a junior developer role",
    "mock interview me for a product manager job, ask one question at a time",
  ])("runs a mock interview question by question: %s", async (request) => {
    expect(kindOf(request)).toBe("interview-prep");
    const prompt = await compose(request);
    expect(prompt).toContain("Ask one question at a time");
    expect(prompt).toContain("stop and wait for my answer");
    expect(prompt).toContain("After each answer, give short feedback");
    expect(prompt).toContain("then your first question only");
    expect(prompt).not.toMatch(/Likely questions with answer outlines|List the questions/u);
  });

  it.each([
    "quiz me on the capitals of south america",
    "quiz me one question at a time on world war 2",
    "can you test me on spanish vocabulary, one word at a time",
    "drill me on my times tables one by one",
    "i have a history test friday, ask me questions about the cold war",
  ])("quizzes the member without an answer key up front: %s", async (request) => {
    expect(kindOf(request)).toBe("quiz");
    const prompt = await compose(request);
    expect(prompt).toContain("stop and wait for my answer; never show answers or later questions in advance");
    expect(prompt).toContain("Keep score");
    expect(prompt).not.toMatch(/answer key/u);
  });

  it("words a request addressed to the AI as its own instruction", async () => {
    expect(await compose("drill me on my times tables one by one")).toContain(
      "## Task\nDrill me on my times tables one by one.",
    );
    expect(await compose("can you test me on spanish vocabulary")).toContain("## Task\nTest me on Spanish vocabulary.");
  });

  it("takes a role and runs the session when one is given", async () => {
    const request = "act as a hiring manager for a nursing role and give me mock interview questions one at a time";
    expect(kindOf(request)).toBe("role-play");
    expect(await compose(request)).toContain("then stop and wait for my answer");
  });
});

describe("questions made to hand over keep their own format", () => {
  it.each([
    "make a quiz about the solar system for my year 5 class",
    "a 10 question multiple choice quiz on the french revolution for 9th grade",
    "write a worksheet quiz on fractions for my students",
  ])("keeps the answer key of a quiz for others: %s", async (request) => {
    expect(kindOf(request)).toBe("quiz");
    expect(await compose(request)).toContain("then an answer key");
  });

  it("keeps interview preparation and briefing questions as they were", async () => {
    expect(await compose("interview questions for a barista job, I'm nervous")).toContain(
      "Likely questions with answer outlines",
    );
    expect(kindOf("ask me clarifying questions one at a time, then write my wedding speech")).toBe("speech");
    expect(kindOf("give me 10 questions to ask my landlord")).toBe("question-list");
  });
});
