import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("jokes asked for, not jokes told of", () => {
  it("writes a poem as a poem when the member only tells of someone's jokes", () => {
    const poem = promptFor(
      "creative-writing",
      "poem for my husband's 40th, he still tells the same terrible dad jokes, no rhyme, 10 lines",
    );
    expect(poem).not.toMatch(/land the laugh/u);
    expect(poem).toMatch(/concrete images/u);
  });

  it("gives jokes asked for their own line", () => {
    const jokes = promptFor("creative-writing", "five clean jokes about accountants for my team's quiz night");
    expect(jokes).toMatch(/land the laugh/u);
    expect(jokes).not.toMatch(/concrete images/u);
  });
});
