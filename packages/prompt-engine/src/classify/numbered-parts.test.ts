import { describe, expect, it } from "vitest";

import { numberedParts } from "./numbered-parts.ts";

describe("numbered parts of a request", () => {
  it("splits the asks a request numbers, in order", () => {
    expect(numberedParts("3 things: 1) a name for the club 2) five books, nothing long 3) a short note")).toEqual([
      "a name for the club",
      "five books, nothing long",
      "a short note",
    ]);
    expect(numberedParts("can you:\n1. summarise the notes\n2. draft an email to Sam")).toEqual([
      "summarise the notes",
      "draft an email to Sam",
    ]);
  });

  it("finds none in one ask, a single number, or numbers out of order", () => {
    expect(numberedParts("write an email to my boss about friday")).toEqual([]);
    expect(numberedParts("version 2. of the logo, make it blue")).toEqual([]);
    expect(numberedParts("rank these: 3) cats 1) dogs")).toEqual([]);
  });
});
