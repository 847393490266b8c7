import { diffWordsWithSpace } from "diff";

export type ChangeSegment = { text: string; change: "added" | "removed" | "same" };

/**
 * What changed between two versions of a prompt, word by word, for the before/after view: the
 * new text as added and unchanged runs, with removed runs in between.
 */
export const highlightChanges = (before: string, after: string): ChangeSegment[] =>
  diffWordsWithSpace(before, after).map((part) => ({
    text: part.value,
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
