import { describe, expect, it } from "vitest";

import { resolveChoices } from "./resolve-choices.ts";
import { emptyStudioChoices, studioChoicesSchema } from "./studio-choices.ts";

const catalog = [
  { group: "style" as const, slug: "art-deco", term: "art deco", phrase: null },
  { group: "aspect" as const, slug: "16-9", term: "16:9", phrase: null },
];

describe("resolving a build", () => {
  it("turns picks into words and leaves out options no longer offered", () => {
    const choices = studioChoicesSchema.parse({
      subject: "a train station",
      picks: { style: [{ slug: "art-deco", weight: 1.2 }, { slug: "removed-since" }, { text: "streamline moderne" }] },
    });
    const input = resolveChoices(choices, catalog);
    expect(input.terms.style).toEqual([
      { term: "art deco", phrase: null, weight: 1.2 },
      { term: "streamline moderne", phrase: null, weight: 1 },
    ]);
  });

  it("reads the aspect ratio from its option or the member's own ratio", () => {
    const fromOption = studioChoicesSchema.parse({ picks: { aspect: [{ slug: "16-9" }] } });
    expect(resolveChoices(fromOption, catalog).aspectRatio).toBe("16:9");
    const own = studioChoicesSchema.parse({ picks: { aspect: [{ text: "7:5" }] } });
    expect(resolveChoices(own, catalog).aspectRatio).toBe("7:5");
    expect(resolveChoices(emptyStudioChoices(), catalog).aspectRatio).toBeNull();
  });
});

describe("studio choices", () => {
  it("refuses more picks than a group takes, with the group's name", () => {
    const result = studioChoicesSchema.safeParse({ picks: { aspect: [{ text: "1:1" }, { text: "2:3" }] } });
    expect(result.error?.issues[0]?.message).toBe("Aspect ratio takes at most 1");
  });

  it("refuses an aspect ratio that is not two whole numbers", () => {
    const result = studioChoicesSchema.safeParse({ picks: { aspect: [{ text: "wide" }] } });
    expect(result.error?.issues[0]?.message).toBe("An aspect ratio is two whole numbers like 16:9");
  });

  it("refuses unknown groups and out-of-range emphasis, and rounds emphasis to one decimal", () => {
    expect(studioChoicesSchema.safeParse({ picks: { flavour: [] } }).success).toBe(false);
    expect(studioChoicesSchema.safeParse({ picks: { mood: [{ text: "calm", weight: 3 }] } }).success).toBe(false);
    const parsed = studioChoicesSchema.parse({ picks: { mood: [{ text: "calm", weight: 1.26 }] } });
    expect(parsed.picks.mood?.[0]?.weight).toBe(1.3);
  });
});
