import { refineOptionsSchema } from "@promptloom/contracts/prompt-engine";
import { describe, expect, it } from "vitest";

import type { KindId } from "../kinds.ts";
import { contentLemmas } from "../text/content-lemmas.ts";
import { composePrompt } from "./compose-prompt.ts";
import { readSignals } from "./signals.ts";

const promptFor = (kind: Exclude<KindId, "neutral">, request: string) =>
  composePrompt(
    { kind, request, material: "", signals: readSignals(request, ""), content: contentLemmas(request) },
    refineOptionsSchema.parse({}),
  );

describe("a count the member gives wins over the template's", () => {
  it("leaves out a line that sets its own number of the same things", () => {
    for (const request of [
      "write 5 headlines for our new running shoe",
      "give me ten headline options for the spring sale",
      "product copy for a candle with 2 headlines",
    ])
      expect(promptFor("marketing-copy", request)).not.toContain("two or three variants");
    expect(promptFor("marketing-copy", "write ad copy for our new running shoe")).toContain("two or three variants");
    for (const request of [
      "a 10 slide deck on our q3 results, 5 bullets per slide",
      "slides for my thesis defence with at most 2 bullets each",
    ])
      expect(promptFor("presentation", request)).not.toContain("3 bullets at most");
  });
});
