/**
 * A phrase said again after a retraction, from its preposition: "for my 10 year old, no wait
 * actually for my grandmother who is 80" puts the grandmother where the 10 year old was.
 */
import type { Term } from "./nlp.ts";
import type { Cut } from "./retraction-words.ts";

/** Words a phrase broken off before the retraction can end on ("from chicago to, wait no…"). */
const joiners = new Set(["to", "and", "or", "till", "until", "through"]);

/** A word a corrected phrase can hold between its preposition and the retraction: no verb, no clause. */
const inPhrase = (term: Term) =>
  term.tags.has("Determiner") ||
  term.tags.has("Possessive") ||
  term.tags.has("Adjective") ||
  term.tags.has("Value") ||
  // "for my brother's wedding": a gerund there names a thing.
  term.tags.has("Gerund") ||
  /^\d/u.test(term.text) ||
  (term.tags.has("Noun") && !term.tags.has("Pronoun"));

/**
 * The cuts that put the phrase opened by the preposition at `prepositionAt` (after the retraction
 * that starts at `markerStart`) in place of the nearest earlier phrase with the same preposition,
 * or undefined when no such phrase ends right at the retraction.
 */
export const restatedPhrase = (
  terms: Term[],
  text: string,
  markerStart: number,
  prepositionAt: number,
  clauseLimit: number,
): { cuts: Cut[]; resume: number } | undefined => {
  const preposition = terms[prepositionAt]!.normal;
  let start = markerStart - 1;
  // Back from the retraction to the same preposition, over the words of one phrase: only the last
  // of them may carry a comma, the one before the retraction.
  while (start >= 0 && terms[start]!.normal !== preposition) {
    const term = terms[start]!;
    // "from chicago to, wait no, from denver to boston": a phrase broken off at its joiner.
    const brokenOff = start === markerStart - 1 && joiners.has(term.normal);
    if (!brokenOff && (!inPhrase(term) || term.tags.has("Preposition"))) return undefined;
    if (start < markerStart - 1 && /[,.;:!?]/u.test(term.post)) return undefined;
    start -= 1;
  }
  if (start < 0 || clauseLimit <= prepositionAt + 1) return undefined;
  // "for my brother's wedding, no wait, for his 40th birthday": "his" points back to the brother,
  // whom the new phrase alone would lose; the words stay as typed.
  const pointsBack = /^(?:his|her|their|its)$/u.test(terms[prepositionAt + 1]?.normal ?? "");
  if (pointsBack && terms.slice(start, markerStart).some((term) => /'s$|s'$/u.test(term.text))) return undefined;
  const replacement = text.slice(terms[prepositionAt]!.start, terms[clauseLimit - 1]!.end);
  return {
    cuts: [
      { start: terms[start]!.start, end: terms[markerStart - 1]!.end, insert: replacement },
      { start: terms[markerStart - 1]!.end, end: terms[clauseLimit - 1]!.end, insert: "" },
    ],
    resume: clauseLimit - 1,
  };
};
