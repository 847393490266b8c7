import { describe, expect, it } from "vitest";

import { composeOffline as compose } from "../../../testing/compose-offline.ts";

describe("a plan to learn a skill with no exam is a practice plan", () => {
  it.each([
    "give me a 4 week beginner plan to learn to swim freestyle, i can only go to the pool twice a week",
    "a 6 week plan to learn guitar, 20 minutes a day",
    "help me make a plan to learn spanish before my trip in june",
    "how can i learn to draw portraits in 3 months",
  ])("builds the skill session by session, with no practice tests: %s", async (request) => {
    const prompt = await compose(request);
    expect(prompt).toContain("a coach who builds realistic practice plans for learning a new skill");
    expect(prompt).toContain("each session with one clear focus");
    expect(prompt).not.toMatch(/practice tests|exam date/u);
  });

  it("adds a warm-up and safety for a skill of the body only", async () => {
    expect(await compose("a plan to learn to surf this summer, 2 lessons a week")).toContain(
      "start each session with a warm-up",
    );
    expect(await compose("a 6 week plan to learn guitar, 20 minutes a day")).not.toContain("warm-up");
  });

  it.each([
    "help me make a study plan for my biology exam on june 12th, i can study 2 hours a day",
    "study plan for the GRE in 8 weeks",
    "a revision timetable for my gcses in may",
  ])("keeps practice tests where there is a test to study for: %s", async (request) => {
    expect(await compose(request)).toContain("full practice tests");
  });
});
