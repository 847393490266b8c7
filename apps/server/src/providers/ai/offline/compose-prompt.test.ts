import { describe, expect, it } from "vitest";

import { cleanTranscript } from "./clean-transcript.ts";
import { composePrompt } from "./compose-prompt.ts";
import { intentProfiles } from "./intent-profiles.ts";
import { roughRequests as cases } from "./rough-requests.fixture.ts";

const sectionsOf = (prompt: string) =>
  Object.fromEntries(
    prompt.split("\n\n").map((block) => {
      const colon = block.indexOf(":");
      return [block.slice(0, colon), block.slice(colon + 1).trim()];
    }),
  );
const listOf = (section: string | undefined) => (section ?? "").split("\n").map((line) => line.replace(/^- /, ""));
const numbersIn = (text: string) => new Set(text.match(/\d+/g) ?? []);

describe("offline composer on rough requests", () => {
  it("is tested on at least 30 requests", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  for (const example of cases) {
    it(`${example.intent}: "${example.say.slice(0, 70)}"`, () => {
      const cleaned = cleanTranscript(example.say);
      const prompt = composePrompt(cleaned);
      const sections = sectionsOf(prompt);

      if (example.intent === "image") {
        expect(Object.keys(sections)).toEqual(["Image prompt", "Subject"]);
        const fields = prompt.split("\n");
        if (example.task) expect(fields).toContain(example.task);
        for (const line of example.context ?? []) expect(fields).toContain(line);
        expect(prompt).toMatch(/\nAvoid: .*watermarks/);
      } else {
        const titles = Object.keys(sections);
        expect(titles).toEqual(
          ["Role", "Task", "Context", "Requirements", "Output format", "Tone"].filter(
            (title) => title !== "Context" || titles.includes("Context"),
          ),
        );
        expect(sections.Role).toBe(intentProfiles[example.intent].role);
        if (example.task) expect(`${sections.Task}`).toBe(example.task);
        const context = listOf(sections.Context);
        for (const line of example.context ?? []) expect(context).toContain(line);
        // Facts are copied from what was said, never made up.
        for (const line of context) {
          const value = line.includes(": ") ? line.slice(line.indexOf(": ") + 2) : line;
          for (const part of value.split("; ")) {
            expect(cleaned.toLowerCase()).toContain(part.replace(/[.!?]$/, "").toLowerCase());
          }
        }
        const requirements = listOf(sections.Requirements);
        expect(requirements.slice(0, example.firstRequirements?.length ?? 0)).toEqual(example.firstRequirements ?? []);
        expect(requirements.at(-1)).toMatch(/^Do not invent facts/);
        if (example.tone) expect(sections.Tone).toBe(example.tone);
      }

      for (const text of example.kept ?? []) expect(prompt).toContain(text);
      for (const text of example.dropped ?? []) expect(prompt).not.toContain(text);
      expect(prompt).not.toMatch(/(?<![\p{L}])(?:um|uh|you know)(?![\p{L}])/iu);
      // The only numbers not taken from the request are the e-mail length advice and a square ratio.
      const allowed = new Set([...numbersIn(example.say), "200", "1"]);
      for (const number of numbersIn(prompt)) expect(allowed).toContain(number);
    });
  }
});
