/**
 * A sentence said again after a retraction ("Make it 8 lines. Actually no, make it 12 lines."),
 * which replaces the one before it whole, keeping the unit the member did not type again.
 */
import type { Term } from "./nlp.ts";
import { retractions, strongRetractions, type Cut } from "./retraction-words.ts";

/** Words a restated sentence must repeat from the start of the one it replaces. */
const RESTATED_WORDS = 2;

/**
 * "No hashtags except maybe one or two at the end. Actually, no hashtags at all.": a sentence that
 * opens with a retraction and then says the start of the sentence before it again replaces that
 * sentence whole; splicing its words into the old one would keep the allowance taken back.
 */
export const restatedSentence = (
  terms: Term[],
  text: string,
  index: number,
): { cuts: Cut[]; resume: number } | undefined => {
  if (!strongRetractions.has(terms[index]!.normal) || !/[.!?]/u.test(terms[index - 1]?.post ?? "")) return undefined;
  let sentenceStart = index - 1;
  while (sentenceStart > 0 && !/[.!?]/u.test(terms[sentenceStart - 1]!.post)) sentenceStart -= 1;
  const repeatsFrom = (at: number) =>
    at + RESTATED_WORDS <= terms.length &&
    terms
      .slice(sentenceStart, sentenceStart + RESTATED_WORDS)
      .every((term, offset) => term.normal === terms[at + offset]!.normal);
  let restart = index + 1;
  // "Actually no, make it casual" as well as "Actually, no hashtags at all".
  while (!repeatsFrom(restart) && restart < terms.length && retractions.has(terms[restart]!.normal)) restart += 1;
  if (index - sentenceStart < RESTATED_WORDS || !repeatsFrom(restart)) return undefined;
  const opening = text[terms[sentenceStart]!.start]!;
  const first = text[terms[restart]!.start]!;
  // The new sentence takes the old one's place, and its capital letter.
  const capital = opening !== opening.toLowerCase() && opening === opening.toUpperCase();
  const replaced: Cut = {
    start: terms[sentenceStart]!.start,
    end: terms[restart]!.start + 1,
    insert: capital ? first.toUpperCase() : first,
  };
  return { cuts: [replaced, ...carriedUnit(terms, sentenceStart, index, restart)], resume: restart };
};

const isNumber = (term: Term | undefined) => term !== undefined && /^\d+(?:[.,]\d+)?$/u.test(term.normal);
/** The clause's end: the term whose punctuation closes it. */
const clauseEnd = (terms: Term[], from: number) => {
  let end = from;
  while (end < terms.length - 1 && !/[,;.!?]/u.test(terms[end]!.post)) end += 1;
  return end;
};

/**
 * "Make it about 5 minutes... actually no make it 3": the restated number takes the unit the
 * sentence it replaces gave ("make it 3 minutes"), which the member did not type again.
 */
const carriedUnit = (terms: Term[], oldStart: number, oldEnd: number, newStart: number): Cut[] => {
  const oldNumber = terms
    .slice(oldStart, oldEnd)
    .findIndex(
      (term, at) =>
        isNumber(term) && !/[,;.!?]/u.test(term.post) && /^\p{L}+$/u.test(terms[oldStart + at + 1]?.normal ?? ""),
    );
  if (oldNumber < 0) return [];
  const unit = terms[oldStart + oldNumber + 1]!.text;
  const end = clauseEnd(terms, newStart);
  const bare = terms.slice(newStart, end + 1).findIndex((term, at) => isNumber(term) && newStart + at === end);
  if (bare < 0) return [];
  const at = terms[newStart + bare]!.end;
  return [{ start: at, end: at, insert: ` ${unit}` }];
};
