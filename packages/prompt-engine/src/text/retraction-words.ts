/** The words a member takes something back with, shared by the readers of self-corrections. */

/** A replacement in the text: `insert` goes where `start`..`end` was. */
export type Cut = { start: number; end: number; insert: string };

/** Words that say "I take back what I just said". */
export const retractions = new Set([
  ...["no", "nope", "sorry", "wait", "actually", "rather", "scratch", "scrap", "oops", "whoops"],
  // "oh wait, 800 words": said only on the way to a retraction, never one alone.
  "oh",
]);
/** Retractions no one says for anything else ("no" alone is also a constraint: "no kids"). */
export const strongRetractions = new Set(["sorry", "wait", "actually", "rather", "scratch", "scrap", "oops", "whoops"]);
/** Apologies said after a corrected value ("it's Wednesday 25th sorry"), which are not part of it. */
export const trailingApologies = new Set(["sorry", "soz", "sry", "oops", "whoops"]);
