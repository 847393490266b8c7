import { describe, expect, it } from "vitest";

import { asksForPhrase, asksToMake, containsPhrase } from "./contains-phrase.ts";

describe("a phrase in the member's words", () => {
  it("is found as whole words only", () => {
    expect(containsPhrase("make a chart of my art sales", "art")).toBe(true);
    expect(containsPhrase("start the chart at zero", "art")).toBe(false);
    // Letters of any script, and a letter outside the basic plane, join a word; punctuation does not.
    expect(containsPhrase("a café menu, not a cafés list", "café")).toBe(true);
    expect(containsPhrase("the cafés list", "café")).toBe(false);
    expect(containsPhrase("é-art", "art")).toBe(true);
    expect(containsPhrase("𝒜art and art", "art")).toBe(true);
    expect(containsPhrase("𝒜art", "art")).toBe(false);
    expect(containsPhrase("art2 and 2art", "art")).toBe(false);
    expect(containsPhrase("", "art")).toBe(false);
  });

  it("is asked for unless it is named only to refuse it", () => {
    expect(asksForPhrase("a formula for each month. no pivot tables i don't understand them", "pivot")).toBe(false);
    expect(asksForPhrase("a budget sheet without a dropdown", "dropdown")).toBe(false);
    expect(asksForPhrase("i don't want any hashtags", "hashtags")).toBe(false);
    expect(asksForPhrase("put it in a pivot table", "pivot")).toBe(true);
    // What a formula is preferred over, or better than, is turned away; what the member prefers to use is not.
    expect(asksForPhrase("count per week, a formula preferred over a pivot if it can be done", "pivot")).toBe(false);
    expect(asksForPhrase("i'd rather have formulas than a pivot table", "pivot")).toBe(false);
    expect(asksForPhrase("i prefer to use a pivot table for this", "pivot")).toBe(true);
    // "None, except…" has some after all.
    expect(asksForPhrase("home workout, no equipment apart from a kettlebell", "no equipment")).toBe(false);
    expect(asksForPhrase("cake recipe without sugar except a little honey", "without sugar")).toBe(false);
    expect(asksForPhrase("home workout, no equipment, 20 minutes", "no equipment")).toBe(true);
    // A negated verb describes what goes wrong; the thing is still wanted.
    expect(asksForPhrase("my conditional formatting doesn't highlight the overdue rows", "highlight")).toBe(true);
    expect(asksForPhrase("no pivot tables, but a dropdown for the month, then a pivot per region", "pivot")).toBe(true);
  });

  it("does not count a thing to make that is named as a look to borrow", () => {
    expect(asksToMake("a dragon over a lake, should look like a painted fantasy book cover", "cover")).toBe(false);
    expect(asksToMake("my dog as a knight, in the style of an old travel poster", "poster")).toBe(false);
    expect(asksToMake("a city at night, movie-poster-like, neon", "movie-poster")).toBe(false);
    expect(asksToMake("a portrait of my gran, magazine cover style", "cover")).toBe(false);
    expect(asksToMake("a cover for my thriller, like the hunger games one", "cover")).toBe(true);
    expect(asksToMake("a poster for our bake sale that looks like a vintage ad", "poster")).toBe(true);
    expect(asksToMake("no banner please, just the logo", "banner")).toBe(false);
    // A look is asked for all the same where the phrase is one.
    expect(asksForPhrase("a portrait of my gran, watercolour style", "watercolour")).toBe(true);
  });

  it("reads a bare 'not' after the thing wanted as refusing what follows, not one after a verb", () => {
    expect(asksForPhrase("a sheet for our rota, formulas not macros please", "macros")).toBe(false);
    expect(asksForPhrase("rename the files in python not bash", "bash")).toBe(false);
    expect(asksForPhrase("my bash script is not renaming the files", "renaming")).toBe(true);
  });
});
