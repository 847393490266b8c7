import { describe, expect, it } from "vitest";

import { cleanRequest } from "../src/text/clean-request.ts";
import { readLabelled, TRAINING_PATH } from "./read-labelled.ts";

/** Words the engine may drop: spoken fillers, lead-ins and interjections. */
const fillers = new Set(
  `um uh erm hmm like so okay ok well basically right alright anyway yeah you know mean just hello hi hey lol ugh
  yes oh wow`.split(/\s+/u),
);
/** A request that takes something back, where the taken-back words are meant to go. */
const retraction =
  /\b(?:no wait|wait|actually|i mean|sorry|scratch that|rather|make it|make that)\b|\bno,|\bno\b \w+day\b/iu;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** Every word of `wanted` appears in `text`, in the same order. */
const missingInOrder = (wanted: string[], text: string[]): string[] => {
  let at = 0;
  const missing: string[] = [];
  for (const word of wanted) {
    const found = text.indexOf(word, at);
    if (found < 0) missing.push(word);
    else at = found + 1;
  }
  return missing;
};

describe("the request block keeps the member's words", () => {
  it("keeps every word but fillers, in order, for every training request without a self-correction", async () => {
    const requests = (await readLabelled(TRAINING_PATH)).map((entry) => entry.request);
    const checked = requests.filter((request) => !retraction.test(request));
    expect(checked.length).toBeGreaterThan(1000);
    const damaged = checked
      .map((request) => {
        const { request: kept, material } = cleanRequest(request);
        const output = wordsOf(`${kept} ${material}`.replace(/\s+/gu, " "));
        return {
          request,
          missing: missingInOrder(
            wordsOf(request).filter((word) => !fillers.has(word)),
            output,
          ),
        };
      })
      .filter(({ missing }) => missing.length > 0);
    expect(damaged).toEqual([]);
  });

  it("keeps the text around a quote exactly, spaces included", async () => {
    const requests = (await readLabelled(TRAINING_PATH)).map((entry) => entry.request);
    for (const request of requests.filter((text) => /['"“‘`]/u.test(text) && !retraction.test(text))) {
      const { request: kept, material } = cleanRequest(request);
      for (const quote of request.match(/(?<=\s)(?:'[^'\n]{2,}'|"[^"\n]+")(?=\s)/gu) ?? [])
        expect(`${kept}\n${material}`).toMatch(
          new RegExp(`\\s${quote.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}\\s`, "u"),
        );
    }
  });
});
