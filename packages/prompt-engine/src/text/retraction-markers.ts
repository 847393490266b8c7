/**
 * Where a member takes something back: "no", "nope", a marker after a comma (", sorry, 4pm"), a
 * marker and a restatement ("oops i mean the 27th"), or two retractions in a row ("wait actually").
 */
import type { Term } from "./nlp.ts";
import { retractions, strongRetractions } from "./retraction-words.ts";

/** A pause typed after a word: a comma, or a dash set off by spaces ("on saturday — actually not…"). */
export const pauseAfter = /,|\s[—–-]+(?:\s|$)|^[—–]/u;
/** "scratch that", "scrap that": what is struck out, said as typed. */
export const strikes = new Set(["scratch", "scrap"]);
/** How a replacement is introduced after a retraction ("no, make it…", "no, I mean…"). */
export const restatements = [
  ["make", "it"],
  ["make", "that"],
  ["make", "them"],
  ["change", "it", "to"],
  ["i", "mean"],
  ["i", "meant"],
  // "no wait its the 21st": the typed contraction, with or without its apostrophe.
  ["it's"],
  ["its"],
  ["it", "is"],
  // "₹25,000 no wait it was ₹35,000 i just checked".
  ["it", "was"],
  ["that's"],
  ["thats"],
  ["should", "be"],
];
/** Verbs whose object can be a "no" ("I need to say no", "she told him no"). */
const sayingVerbs = new Set([
  ...["say", "says", "said", "saying", "tell", "tells", "told", "telling", "answer", "answers", "answered"],
  ...["reply", "replies", "replied", "vote", "votes", "voted"],
]);
/** Whom a "no" is said to, between the verb and the "no" ("told her no"). */
const saidTo = new Set(["him", "her", "them", "me", "us", "you"]);

/** The "no" at this index is said, not a retraction: "I need to say no", "she told him no". */
const isSaidNo = (terms: Term[], index: number) => {
  const verbAt = saidTo.has(terms[index - 1]?.normal ?? "") ? index - 2 : index - 1;
  return sayingVerbs.has(terms[verbAt]?.normal ?? "") && !/,/u.test(terms[index - 1]?.post ?? "");
};
/** Catalogues that number works ("op 9 no 2", "BWV 1007"): a "no" after one numbers a piece within the work. */
const catalogues = new Set(["op", "opus", "bwv", "hwv", "k", "kv", "hob", "rv", "woo", "s", "sz", "d"]);
const numbersPieceOfWork = (terms: Term[], index: number) =>
  terms[index]!.normal === "no" &&
  /^\d/u.test(terms[index + 1]?.text ?? "") &&
  catalogues.has(terms[index - 2]?.normal.replace(/\.$/u, "") ?? "") &&
  !pauseAfter.test(terms[index - 1]?.post ?? "");

/**
 * The retraction that starts at `index`, if any. `valueMarker`: it has no "no" and corrects only a
 * value of the same sort (a day, a time, a number). `restatedMarker`: it is followed by a
 * restatement ("i mean", "make it"), and may open a sentence of its own.
 */
export const retractionAt = (
  terms: Term[],
  index: number,
): { valueMarker: boolean; restatedMarker: boolean } | undefined => {
  // ", sorry, 4pm", ", actually Thursday", ", scratch that, 800 words": a marker after a comma,
  // with no "no", corrects only a value of the same sort (a day, a time, a number).
  const bareMarker =
    !retractions.has(terms[index - 1]?.normal ?? "") &&
    pauseAfter.test(terms[index - 1]?.post ?? "") &&
    (terms[index]!.normal === "sorry" ||
      terms[index]!.normal === "actually" ||
      (strikes.has(terms[index]!.normal) && terms[index + 1]?.normal === "that"));
  // "last day the 28th. oops i mean the 27th", "sorry i meant thursday": a marker with no "no",
  // then a restatement, also corrects only a value of the same sort.
  // "…about the 1960s. scratch that, make it the 1950s": "scratch that" opens the restatement too.
  const struck = strikes.has(terms[index]!.normal) && terms[index + 1]?.normal === "that" ? 1 : 0;
  const restatedMarker =
    strongRetractions.has(terms[index]!.normal) &&
    !retractions.has(terms[index - 1]?.normal ?? "") &&
    restatements.some((words) => words.every((word, offset) => terms[index + 1 + struck + offset]?.normal === word));
  const valueMarker = bareMarker || restatedMarker;
  // "for the staff, wait actually it's for the kids": two unmistakable retractions in a row take
  // back what came before as surely as a "no" does, whatever its sort.
  const retractionRun =
    strongRetractions.has(terms[index]!.normal) &&
    (!retractions.has(terms[index - 1]?.normal ?? "") || terms[index - 1]!.normal === "oh") &&
    strongRetractions.has(terms[index + 1]?.normal ?? "");
  if (terms[index]!.normal !== "no" && terms[index]!.normal !== "nope" && !valueMarker && !retractionRun)
    return undefined;
  // "no one answers the phone": a pronoun, not a correction to one.
  if (terms[index]!.normal === "no" && terms[index + 1]?.normal === "one" && !/,/u.test(terms[index]!.post))
    return undefined;
  // "I need to say no. It's a destination wedding": a "no" said, or one that ends its sentence, is an answer.
  if (terms[index]!.normal === "no" && (/[.!?]/u.test(terms[index]!.post) || isSaidNo(terms, index))) return undefined;
  if (numbersPieceOfWork(terms, index)) return undefined;
  if (bareMarker && terms.slice(index + 1, index + 3).some((term) => term.normal === "no")) return undefined;
  return { valueMarker, restatedMarker };
};

/**
 * Where the marker at `index` starts: the retraction words before it ("no wait actually"), and a
 * filler's "and" or "but" that leads into them ("oh and actually make it $75"), which go with it.
 */
export const markerStartAt = (terms: Term[], index: number) => {
  let start = index;
  while (start > 0 && retractions.has(terms[start - 1]!.normal)) start -= 1;
  while (
    start > 1 &&
    /^(?:and|but|so)$/u.test(terms[start - 1]!.normal) &&
    /^(?:oh|um+|uh+|erm?)$/u.test(terms[start - 2]!.normal)
  )
    start -= 2;
  return start;
};
