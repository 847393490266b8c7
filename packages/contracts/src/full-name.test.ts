import { describe, expect, it } from "vitest";

import { fullNameSchema, toStoredName } from "./full-name.ts";

describe("names", () => {
  it("lose right-to-left overrides, isolates and zero-width characters", () => {
    expect(fullNameSchema.parse("\u202eevil\u200b")).toBe("evil");
    expect(fullNameSchema.parse("Ada\u2066 Love\u2069lace\u200f\ufeff")).toBe("Ada Lovelace");
    expect(toStoredName("\u202e\u200b", "Member")).toBe("Member");
    expect(toStoredName("Zo\u00ade\u2060", "Member")).toBe("Zoe");
  });

  it("keep the joiners that scripts and emoji need inside a word", () => {
    expect(fullNameSchema.parse("Ravi \u{1F469}\u200d\u{1F4BB}")).toBe("Ravi \u{1F469}\u200d\u{1F4BB}");
    expect(fullNameSchema.parse("\u200dAnn\u200c")).toBe("Ann");
  });

  it("refuse a name that is nothing but invisible characters", () => {
    expect(fullNameSchema.safeParse("\u202e\u200b\u2066").success).toBe(false);
  });
});
