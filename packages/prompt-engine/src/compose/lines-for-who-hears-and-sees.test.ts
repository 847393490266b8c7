import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("lines fit who hears, reads or sees the result", () => {
  it("explains to a young child without a lesson's analogy limits and misconceptions", () => {
    const child = promptFor("explanation", "how do tides work, it's for my 3rd grader's project");
    expect(child).toMatch(/everyday words, short sentences/u);
    expect(child).not.toMatch(/analogy breaks down|misconceptions/u);
    expect(promptFor("explanation", "how do tides work, a-level physics")).toMatch(/misconceptions/u);
  });

  it("writes a guided script for one listener at a slow pace, and keeps the member's own pause mark", () => {
    const scan = promptFor("speech", "10 minute body scan for falling asleep, with pauses marked like (pause 10)");
    expect(scan).toMatch(/one listener/u);
    expect(scan).toMatch(/about 100 spoken words a minute/u);
    expect(scan).not.toMatch(/toast|stories and details/u);
    const retirement = promptFor(
      "speech",
      "3 minute retirement speech for Maureen, pauses like [beat] where they laugh",
    );
    expect(retirement).toMatch(/mark pauses the way I show/u);
    expect(retirement).not.toMatch(/line breaks/u);
  });

  it("makes the picture described, leaving out what its negative prompt lists, with no logo's rules for a logo refused", () => {
    const latte = promptFor(
      "image-prompt",
      "photo of an oat latte on a walnut table, window light, steam. negative prompt: no logo, no text, no hands",
    );
    expect(latte).toMatch(/Create the image I describe/u);
    expect(latte).toMatch(/Leave out of the image everything I list as the negative prompt/u);
    expect(latte).not.toMatch(/For a logo|layout, shapes/u);
    expect(promptFor("image-prompt", "sdxl prompt for an oat latte, include a negative prompt")).toMatch(
      /Give the negative prompt separately/u,
    );
  });

  it("builds a shift worker's routine around the shift pattern", () => {
    expect(
      tipsFor("plan", "weekly routine for cooking and sleep around my rotating night shifts as a paramedic"),
    ).toMatch(/around the shift pattern/u);
    expect(tipsFor("plan", "weekly routine for cooking and sleep, i work 9 to 5 in an office")).not.toMatch(
      /shift pattern/u,
    );
  });
});
