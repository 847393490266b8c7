import type { Term } from "./nlp.ts";
import type { Cut } from "./retraction-words.ts";

/** A unit's word without its plural: "days" and "day" are one unit. */
const unitOf = (term: Term | undefined): string | undefined =>
  term !== undefined && term.tags.has("Noun") && !term.tags.has("Pronoun") ? term.normal.replace(/s$/u, "") : undefined;

const isNumber = (term: Term) => term.tags.has("Value") || /^\d/u.test(term.text);

/** The number at `at` carries the unit within four words of it ("7 day", "25 true or false questions"). */
const carriesUnit = (terms: Term[], at: number, limit: number, unit: string) => {
  for (let word = at + 1; word < Math.min(at + 5, limit); word += 1) {
    // Matched as typed: the tagger reads "questions" after "multiple choice" as a verb.
    if (terms[word]!.normal.replace(/s$/u, "") === unit) return true;
    if (/[,.;:!?]/u.test(terms[word]!.post) || isNumber(terms[word]!)) return false;
  }
  return false;
};

/**
 * The earlier number a corrected value replaces when both carry the same unit: in "a 7 day meal
 * plan… and 1 snack. Actually make it 5 days", "7 day" is corrected, not the nearer "1 snack".
 * Looks back from the marker through the sentence (and the one before, where the correction opens
 * a sentence of its own). Returns the number's index, or -1 when no earlier value has the unit.
 */
export const valueWithSameUnit = (terms: Term[], valueStart: number, markerStart: number, opensSentence: boolean) => {
  // "its the 15th, doors still 5": a word after a comma opens a clause of its own, and is no unit.
  const unit =
    isNumber(terms[valueStart]!) && !/[,;:]/u.test(terms[valueStart]!.post) ? unitOf(terms[valueStart + 1]) : undefined;
  if (unit === undefined) return -1;
  for (let at = markerStart - 1; at >= 0; at -= 1) {
    if (/[.!?]/u.test(terms[at]!.post) && !(opensSentence && at === markerStart - 1)) break;
    // "2 adults and 2 kids, no wait, 2 adults and 3 kids": a number said again restates its clause.
    // "20 multiple choice questions… actually make it 15 questions": the unit may come a few words on.
    if (at + 1 < markerStart && isNumber(terms[at]!) && carriesUnit(terms, at, markerStart, unit))
      return terms[at]!.normal === terms[valueStart]!.normal ? -1 : at;
  }
  return -1;
};

/** Units that count the pieces to write: "two versions", "3 drafts". */
const pieceUnits = new Set(["version", "draft", "variation", "variant", "alternative"]);

/**
 * A count of pieces to write ("actually make it two versions, one for the newsletter…") adds an
 * ask; it gives no new value to an earlier number of another unit ("men 40+").
 */
export const countsPieces = (terms: Term[], valueStart: number) =>
  isNumber(terms[valueStart]!) && pieceUnits.has(unitOf(terms[valueStart + 1]) ?? "");

/** A word that can name a number's unit before it ("cone 6", "size 10", "gate 4"), not "it", "at", "first" or a day. */
const namesUnit = (term: Term) =>
  /^\p{L}{2,}$/u.test(term.normal) &&
  (term.tags.has("Noun") || term.tags.has("Verb")) &&
  !term.tags.has("Date") &&
  !term.tags.has("WeekDay") &&
  !term.tags.has("Month") &&
  // "sat 14th": a day, however the tagger reads "sat".
  !/^(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)$/u.test(term.normal) &&
  !term.tags.has("Pronoun") &&
  !term.tags.has("Preposition") &&
  !term.tags.has("Determiner") &&
  !term.tags.has("Conjunction");

/**
 * A number named by its unit first ("a glaze firing to cone 6… actually no make it cone 5", "size 10,
 * no wait, size 12"): the new unit and number replace the nearest earlier pair with that unit, in
 * the sentence or the one before. Returns the two cuts and where reading resumes, or undefined.
 */
export const unitFirstCorrection = (
  terms: Term[],
  valueStart: number,
  markerStart: number,
  insert: string,
): { cuts: Cut[]; resume: number } | undefined => {
  // The word is matched as typed: the tagger reads "size" or "cone" before a number as a verb as often as a noun.
  const unit = terms[valueStart]!.normal;
  const number = terms[valueStart + 1];
  if (!namesUnit(terms[valueStart]!) || number === undefined || !isNumber(number)) return undefined;
  for (let at = markerStart - 2; at >= 0; at -= 1) {
    if (/[.!?]/u.test(terms[at]!.post) && at < markerStart - 1) break;
    if (terms[at]!.normal !== unit || !isNumber(terms[at + 1]!)) continue;
    if (terms[at + 1]!.normal === number.normal) return undefined;
    return {
      cuts: [
        { start: terms[at]!.start, end: terms[at + 1]!.end, insert },
        { start: terms[markerStart - 1]!.end, end: number.end, insert: "" },
      ],
      resume: valueStart + 1,
    };
  }
  return undefined;
};
