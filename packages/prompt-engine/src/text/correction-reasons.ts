/**
 * What a self-correction says beside its new value: a time typed with the day it corrects, and the
 * reason the member gives for it ("the 9th is the other pub", "hall was double booked"), which goes
 * with the value given up rather than into the request.
 */
import type { Term } from "./nlp.ts";
import { articles, possessives, runFrom } from "./value-runs.ts";

/** Words that open an ask of the member's, not a reason: "make it…", "and add…", "please…". */
const opensAsk = new Set(
  `make add include keep use write mention say put tell ask also and plus please pls can could don't dont do remember sign end start let give`.split(
    " ",
  ),
);

/**
 * A short clause right after a correction that gives its reason ("hall was double booked", "the
 * venue's shut on Saturdays"), up to its sentence's end: where it ends, or undefined when the words
 * after the correction ask for something or say nothing with a verb.
 */
export const explanationAfter = (terms: Term[], from: number): number | undefined => {
  if (from >= terms.length || !/,/u.test(terms[from - 1]?.post ?? "")) return undefined;
  const stop = terms.findIndex((term, at) => at >= from && /[.;!?]/u.test(term.post));
  const end = stop < 0 ? terms.length : stop + 1;
  const clause = terms.slice(from, end);
  if (clause.length < 2 || clause.length > 10 || opensAsk.has(clause[0]!.normal)) return undefined;
  return clause.some((term) => term.tags.has("Verb")) ? end : undefined;
};

/** What a word says of a value: its number ("9" of "9th"), or the word itself. */
const markOf = (term: Term) => /^\d+/u.exec(term.normal)?.[0] ?? term.normal;
/**
 * Where the words after a new value turn to the value given up, in a clause of their own ("Friday
 * 16 May the 9th is the other pub"): the first number the corrected words had and the new ones do
 * not, with a verb after it; -1 when there is none.
 */
export const explanationStart = (terms: Term[], corrected: Term[], from: number, to: number) => {
  const old = new Set(corrected.filter((term) => /^\d/u.test(term.normal)).map(markOf));
  const now = new Set<string>();
  for (let at = from; at < to; at += 1) {
    const term = terms[at]!;
    if (/^\d/u.test(term.normal) && old.has(markOf(term)) && !now.has(markOf(term))) {
      if (!terms.slice(at, to).some((next) => next.tags.has("Verb"))) return -1;
      // "…the 9th is the other pub": the article goes with the number it brings.
      return at - 1 > from && articles.has(terms[at - 1]!.normal) ? at - 1 : at;
    }
    now.add(markOf(term));
  }
  return -1;
};

/** Words that open a clause of their own after a corrected number ("make it 12 we got extra leave"). */
const opensOwnClause = new Set(
  "i im i'm we you he she they it its it's that thats that's because cause coz cos as since so".split(" "),
);

/**
 * A correction to leave as typed: the value given up is named again after it, or said again as what
 * was, or the new number runs on into a clause of its own ("10 days, actually make it 12 we got extra leave"), whose
 * words would otherwise replace the old value's unit.
 */
export const leaveAsTyped = (terms: Term[], from: number, to: number, valueStart: number, end: number) =>
  namedAgainAfter(terms, from, to, end) ||
  // "1 800 FCFA per kilo, sorry no, 1 800 was last year, its 2 200 now": the value said after the
  // marker is the old one, put in the past; the new one comes later, so the words stay as typed.
  terms.slice(valueStart, end).some((term) => term.normal === "was" || term.normal === "were") ||
  (/\d/u.test(terms[valueStart]!.text) &&
    end - valueStart > 1 &&
    opensOwnClause.has(terms[valueStart + 1]?.normal ?? ""));

/**
 * The value given up is named again after the correction ("26th october, no wait its 2nd november,
 * the 26th is the youth day"): left as typed, the request still says which 26th it means.
 */
const namedAgainAfter = (terms: Term[], from: number, to: number, after: number) => {
  const named = new Set(terms.slice(from, to).flatMap((term) => (/\d/u.test(term.text) ? [term.normal] : [])));
  return terms.slice(after).some((term) => named.has(term.normal));
};

/** A verb goes on from the words before `at` ("contractor just moved it"): they open a clause. */
export const opensClause = (terms: Term[], at: number) =>
  terms[at] !== undefined &&
  !/[,.;:!?]/u.test(terms[at - 1]?.post ?? "") &&
  (terms[at].tags.has("Verb") || (terms[at].tags.has("Adverb") && terms[at + 1]?.tags.has("Verb") === true));

/** A verb that says something of its own ("are", "signed", "was"), not a participle that describes ("covering"). */
export const isFiniteVerb = (term: Term | undefined) =>
  term !== undefined &&
  term.tags.has("Verb") &&
  !term.tags.has("Gerund") &&
  !term.tags.has("Infinitive") &&
  ["PastTense", "PresentTense", "Copula", "Modal", "Auxiliary"].some((tag) => term.tags.has(tag));

/**
 * Where a restated value ends ("no wait it was ₹35,000 i just checked the receipt"): at its clause's
 * end, unless a number or a date is followed by a clause of its own, which stays as typed.
 */
export const restatedEnd = (terms: Term[], valueStart: number, category: string, clauseLimit: number) => {
  if (category !== "value" && category !== "date") return clauseLimit;
  const run = runFrom(terms, valueStart, category, clauseLimit);
  // A subject, then its verb ("i just checked", "we counted", "the uni students confirmed"), not a
  // word tagged as both ("volunteers").
  const subject = terms[run];
  if (subject === undefined) return clauseLimit;
  const pronoun = subject.tags.has("Pronoun") || subject.normal === "i" || subject.normal === "we";
  const named = articles.has(subject.normal) || possessives.has(subject.normal);
  const verbAt = terms.slice(run + 1, Math.min(run + (named ? 5 : 3), clauseLimit)).findIndex(isFiniteVerb);
  // Between the article and the verb, only the words that name the subject ("the uni students").
  const namesSubject = terms
    .slice(run + 1, run + 1 + verbAt)
    .every((term) => term.tags.has("Noun") || term.tags.has("Adjective"));
  return verbAt >= 0 && (pronoun || (named && verbAt > 0 && namesSubject)) ? run : clauseLimit;
};
