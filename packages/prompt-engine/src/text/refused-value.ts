/**
 * A correction that names the value it takes back before the new one: "wait actually not thursday
 * make it wednesday", "actually not saturday, sunday", "sorry not friday, make it saturday the 10th".
 * The value named after "not", found as typed before the marker (the nearest first), gives way to
 * the new one; the reason said after it ("thursdays are already packed") goes with the value given up.
 */
import { explanationAfter } from "./correction-reasons.ts";
import type { Term } from "./nlp.ts";
import { restatements } from "./retraction-markers.ts";
import { trailingApologies, type Cut } from "./retraction-words.ts";
import { articles, categoryOf, runFrom } from "./value-runs.ts";

/** How many words the value taken back may have ("thursday", "the 9th of may"). */
const MAX_WORDS = 4;

/** Where the value that starts at `at` (past an article) ends, or `at` when no date or number starts there. */
const valueEnd = (terms: Term[], at: number, limit: number, category?: string) => {
  const start = articles.has(terms[at]?.normal ?? "") ? at + 1 : at;
  const found = categoryOf(terms[start]);
  if ((found !== "date" && found !== "value") || (category !== undefined && found !== category)) return at;
  return runFrom(terms, start, found, limit);
};

/**
 * The cuts for a correction whose words after the marker (from `at`, on "not") name the value taken
 * back, then the new one; undefined when they do not, or the value named was not typed before.
 */
export const refusedValue = (
  terms: Term[],
  text: string,
  markerStart: number,
  at: number,
  limit: number,
): { cuts: Cut[]; resume: number } | undefined => {
  if (terms[at]?.normal !== "not") return undefined;
  const oldEnd = valueEnd(terms, at + 1, limit);
  if (oldEnd === at + 1 || oldEnd - at - 1 > MAX_WORDS) return undefined;
  let newStart = oldEnd;
  const restated = restatements.find((words) =>
    words.every((word, offset) => terms[newStart + offset]?.normal === word),
  );
  if (restated) newStart += restated.length;
  else if (terms[newStart]?.normal === "but") newStart += 1;
  const category = categoryOf(terms[articles.has(terms[at + 1]!.normal) ? at + 2 : at + 1]);
  const newEnd = valueEnd(terms, newStart, limit, category);
  if (newEnd === newStart) return undefined;
  const named = terms.slice(at + 1, oldEnd).map((term) => term.normal);
  for (let from = markerStart - named.length; from >= 0; from -= 1) {
    if (!named.every((word, offset) => terms[from + offset]!.normal === word)) continue;
    // "a 10 min talk, no wait not 10, 15 min": the words the new value says again after the old go too.
    let to = from + named.length;
    while (
      to < markerStart &&
      newStart + to - from < newEnd &&
      terms[to]!.normal === terms[newStart + to - from]!.normal
    )
      to += 1;
    // "…its monday the 22nd sorry": the apology after the new value goes with the correction.
    let said = newEnd;
    while (said < limit && trailingApologies.has(terms[said]!.normal)) said += 1;
    const end = explanationAfter(terms, said) ?? said;
    const before = terms[markerStart - 1]!;
    // A correction that opens a sentence goes with its stop ("…for ₱599. wait actually not…").
    const opensSentence = /[.!?]/u.test(before.post);
    return {
      cuts: [
        {
          start: terms[from]!.start,
          end: terms[to - 1]!.end,
          insert: text.slice(terms[newStart]!.start, terms[newEnd - 1]!.end),
        },
        opensSentence
          ? { start: terms[markerStart]!.start, end: end < terms.length ? terms[end]!.start : text.length, insert: "" }
          : { start: before.end, end: terms[end - 1]!.end, insert: "" },
      ],
      resume: end - 1,
    };
  }
  return undefined;
};
