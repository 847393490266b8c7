import type { Term } from "./nlp.ts";

/** A unit's word without its plural: "days" and "day" are one unit. */
const unitOf = (term: Term | undefined): string | undefined =>
  term !== undefined && term.tags.has("Noun") && !term.tags.has("Pronoun") ? term.normal.replace(/s$/u, "") : undefined;

const isNumber = (term: Term) => term.tags.has("Value") || /^\d/u.test(term.text);

/**
 * The earlier number a corrected value replaces when both carry the same unit: in "a 7 day meal
 * plan… and 1 snack. Actually make it 5 days", "7 day" is corrected, not the nearer "1 snack".
 * Looks back from the marker through the sentence (and the one before, where the correction opens
 * a sentence of its own). Returns the number's index, or -1 when no earlier value has the unit.
 */
export const valueWithSameUnit = (terms: Term[], valueStart: number, markerStart: number, opensSentence: boolean) => {
  const unit = isNumber(terms[valueStart]!) ? unitOf(terms[valueStart + 1]) : undefined;
  if (unit === undefined) return -1;
  for (let at = markerStart - 1; at >= 0; at -= 1) {
    if (/[.!?]/u.test(terms[at]!.post) && !(opensSentence && at === markerStart - 1)) break;
    // "2 adults and 2 kids, no wait, 2 adults and 3 kids": a number said again restates its clause.
    if (at + 1 < markerStart && isNumber(terms[at]!) && unitOf(terms[at + 1]) === unit)
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
