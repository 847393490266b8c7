/**
 * A range corrected by a range: "from the 3rd to the 10th, no sorry the 4th to the 11th" keeps
 * "from the 4th to the 11th", "open 9 to 5, no wait 10 to 6" keeps "open 10 to 6", and "open 6 to
 * 9pm no wait weekdays 6-9 and weekends 5-9" keeps the new hours whole. Read as a single value, the
 * new range would replace only the old one's end ("from the 3rd to the 4th to the 11th").
 */
import type { Term } from "./nlp.ts";
import type { Cut } from "./retraction-words.ts";
import { articles, categoryOf } from "./value-runs.ts";

/** Words that join a range's two ends ("9 to 5", "monday till friday", "between 20 and 30"). */
const joiners = new Set(["to", "till", "til", "until", "through", "thru"]);
const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/u;

/** A word of one end of a range: a day, a date, a number, a time, a month or "the" before a number. */
const inEnd = (terms: Term[], at: number) => {
  const term = terms[at];
  if (!term) return false;
  const category = categoryOf(term);
  return (
    category === "date" ||
    category === "value" ||
    MONTH.test(term.normal) ||
    (articles.has(term.normal) && /^\d/u.test(terms[at + 1]?.text ?? ""))
  );
};

/** The word after one end that starts at `from`, which must not cross a comma or a stop. */
const endAfter = (terms: Term[], from: number, limit: number) => {
  let at = from;
  while (at < limit && inEnd(terms, at) && !(at > from && /[,.;:!?]/u.test(terms[at - 1]!.post))) at += 1;
  return at;
};

/** Where the end that finishes just before `end` starts. */
const endBefore = (terms: Term[], end: number) => {
  let at = end;
  while (at > 0 && inEnd(terms, at - 1) && !(at < end && /[,.;:!?]/u.test(terms[at - 1]!.post))) at -= 1;
  return at;
};

/** "9 to 5", "between 20 and 30": the word at `at` joins a range whose first end starts at `start`. */
const joins = (terms: Term[], at: number, start: number) =>
  joiners.has(terms[at]?.normal ?? "") || (terms[at]?.normal === "and" && terms[start - 1]?.normal === "between");

/**
 * The cuts for a range said just before the marker that starts at `markerStart` and again, corrected,
 * from `next` (the first word after the marker); undefined when either side is not a range.
 */
/** One word typed as a range ("6-9", "10am-4pm"). */
const typedRange = /^\d{1,2}(?:[:.]\d{2})?(?:am|pm)?[-–]\d{1,2}(?:[:.]\d{2})?(?:am|pm)?$/u;

/**
 * Where a new range said as one word ends ("no wait weekdays 6-9 and weekends 5-9"): the word, after
 * at most two that qualify it, up to its clause's end, which the whole correction restates.
 */
const typedRangeEnd = (terms: Term[], next: number, clauseLimit: number) => {
  const range = [next, next + 1, next + 2].find((at) => at < clauseLimit && typedRange.test(terms[at]!.normal));
  if (range === undefined || terms.slice(next, range).some((term) => categoryOf(term) === "value")) return undefined;
  let end = range;
  while (end < clauseLimit - 1 && !/[,.;:!?]/u.test(terms[end]!.post)) end += 1;
  return end + 1;
};

/** Where the new range that starts at `newStart` ends, said as "10 to 6" or "between 20 and 30". */
const joinedRangeEnd = (terms: Term[], newStart: number, clauseLimit: number) => {
  const newFirstEnd = endAfter(terms, newStart, clauseLimit);
  if (newFirstEnd === newStart || /[,.;:!?]/u.test(terms[newFirstEnd - 1]!.post)) return undefined;
  if (!joins(terms, newFirstEnd, newStart)) return undefined;
  const newEnd = endAfter(terms, newFirstEnd + 1, clauseLimit);
  return newEnd === newFirstEnd + 1 ? undefined : newEnd;
};

/**
 * The cuts for a range said just before the marker that starts at `markerStart` and again, corrected,
 * from `next` (the first word after the marker); undefined when either side is not a range.
 */
export const correctedRange = (
  terms: Term[],
  text: string,
  markerStart: number,
  next: number,
  clauseLimit: number,
): { cuts: Cut[]; resume: number } | undefined => {
  const opensWithPreposition = terms[next]?.tags.has("Preposition") === true && !joiners.has(terms[next].normal);
  const newEnd =
    joinedRangeEnd(terms, opensWithPreposition ? next + 1 : next, clauseLimit) ??
    typedRangeEnd(terms, next, clauseLimit);
  if (newEnd === undefined) return undefined;
  const oldSecond = endBefore(terms, markerStart);
  if (oldSecond === markerStart) return undefined;
  let oldStart = endBefore(terms, oldSecond - 1);
  if (oldStart === oldSecond - 1 || !joins(terms, oldSecond - 1, oldStart)) return undefined;
  // "from monday to wednesday, no, from tuesday to thursday": the preposition said again replaces
  // the one before the old range.
  if (opensWithPreposition && terms[oldStart - 1]?.tags.has("Preposition") === true) oldStart -= 1;
  const lastOld = terms[markerStart - 1]!;
  return {
    cuts: [
      {
        start: terms[oldStart]!.start,
        end: lastOld.end,
        insert: text.slice(terms[next]!.start, terms[newEnd - 1]!.end),
      },
      { start: lastOld.end, end: terms[newEnd - 1]!.end, insert: "" },
    ],
    resume: newEnd - 1,
  };
};
