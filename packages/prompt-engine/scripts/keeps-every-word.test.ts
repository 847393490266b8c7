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
  /\b(?:no wait|wait|actually|i mean|sorry|scratch that|rather|make it|make that)\b|\bno,|\bno\b \w+day\b|\bno\b (?:the )?\d/iu;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** The words of `wanted` that `text` lacks, counting repeats. */
const missingFrom = (wanted: string[], text: string[]): string[] => {
  const left = new Map<string, number>();
  for (const word of text) left.set(word, (left.get(word) ?? 0) + 1);
  return wanted.filter((word) => {
    const count = left.get(word) ?? 0;
    left.set(word, count - 1);
    return count <= 0;
  });
};

/** `words` occur in `text` in the same order (the request keeps the member's order). */
const inOrder = (words: string[], text: string[]): boolean => {
  let at = 0;
  for (const word of words) {
    const found = text.indexOf(word, at);
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
};

describe("the request block keeps the member's words", () => {
  it("keeps every word but fillers, the request in order, for every training request without a self-correction", async () => {
    const requests = (await readLabelled(TRAINING_PATH)).map((entry) => entry.request);
    const checked = requests.filter((request) => !retraction.test(request));
    expect(checked.length).toBeGreaterThan(1000);
    // Every word is kept somewhere (words after pasted code return to the request), and the
    // request block keeps the member's order.
    const damaged = checked
      .map((request) => {
        const { request: kept, material } = cleanRequest(request);
        const words = wordsOf(request);
        return {
          request,
          missing: missingFrom(
            words.filter((word) => !fillers.has(word)),
            wordsOf(`${kept} ${material}`),
          ),
          reordered: !inOrder(wordsOf(kept), words),
        };
      })
      .filter(({ missing, reordered }) => missing.length > 0 || reordered);
    expect(damaged).toEqual([]);
  });

  it("keeps the text around a quote exactly, spaces included", async () => {
    const requests = (await readLabelled(TRAINING_PATH)).map((entry) => entry.request);
    for (const request of requests.filter((text) => /['"“‘`]/u.test(text) && !retraction.test(text))) {
      const { request: kept, material } = cleanRequest(request);
      for (const quote of request.match(/(?<=\s)(?:'[^'\n]{2,}'|"[^"\n]+")(?=\s)/gu) ?? [])
        // The material ends where the request's text does: a quote may close it.
        expect(`${kept}\n${material}\n`).toMatch(
          new RegExp(`\\s${quote.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}\\s`, "u"),
        );
    }
  });
});
