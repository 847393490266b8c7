import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("lines and tips keep to the member's case, not to words it only mentions", () => {
  it("writes a sick note only for a member unwell now, and counts working days only in a sheet that counts them", () => {
    const unwell = /Say you are unwell/u;
    expect(
      tipsFor(
        "message",
        "text my manager i cant do sunday's shift, it's my daughter's recital, i called in sick last month",
      ),
    ).not.toMatch(unwell);
    expect(tipsFor("message", "text my manager that i'm sick with flu and calling in sick tomorrow")).toMatch(unwell);
    const workdays = /NETWORKDAYS/u;
    expect(tipsFor("spreadsheet", "count working days between two dates excluding holidays")).toMatch(workdays);
    expect(
      tipsFor("spreadsheet", "sheet to split the summer holidays between us, we each get 3 weeks off work"),
    ).not.toMatch(workdays);
  });

  it("extracts a table paper by paper without a literature review's themes", () => {
    const themes = /Organise by theme/u;
    expect(
      tipsFor(
        "essay",
        "lit review on sleep and memory: for each study pull out sample, method and findings into a table",
      ),
    ).not.toMatch(themes);
    expect(
      tipsFor("essay", "help me structure the literature review for my dissertation, 30 sources on urban heat"),
    ).toMatch(themes);
  });

  it("keeps all lettering out of a picture whose text the member adds later", () => {
    const poster = promptFor(
      "image-prompt",
      "prompt for a bake sale poster background, pastel cupcakes, leave room for the text, no letters",
    );
    expect(poster).toMatch(/no text or letters of any kind/u);
    expect(poster).toMatch(/I hold for my words/u);
    expect(poster).not.toMatch(/Put the exact words in quotes/u);
  });

  it("lets a script for sleep end in sleep", () => {
    const bedtime = promptFor("speech", "5 minute bedtime body scan for my teenage son who can't switch off");
    expect(bedtime).toMatch(/fade toward sleep/u);
    expect(bedtime).not.toMatch(/bring them gently back/u);
  });

  it("says what each is when only the difference is asked, and weighs them in a table for a choice", () => {
    const difference = promptFor("comparison", "whats the difference between a will and a living will");
    expect(difference).toMatch(/what each is/u);
    expect(difference).toMatch(/how the two relate/u);
    expect(difference).not.toMatch(/in a table/u);
    expect(promptFor("comparison", "roth vs traditional ira, which is better for me at 24")).toMatch(/in a table/u);
  });
});
