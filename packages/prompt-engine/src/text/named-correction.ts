import type { Term } from "./nlp.ts";

/** How many words a correction's value or the value it names may have ("Wednesday", "the 15th of May"). */
const MAX_WORDS = 4;

export type NamedCorrection = {
  /** The earlier words the correction names, as term indexes [start, end). */
  corrected: [number, number];
  /** Where the new value ends, before its "not". */
  valueEnd: number;
  /** Where the correction ends, its "not …" included. */
  end: number;
};

/**
 * A correction that names what it corrects: "no wait, it's Wednesday not Tuesday", "make it 25,
 * not 20". The value after "not" is found as typed before the marker, the nearest first, and only
 * that is replaced, with the rest of its run (`sameRun`: the words of the same date); the words
 * between it and the marker stay. Returns undefined when the
 * correction names nothing, or nothing typed before it.
 */
export const namedCorrection = (
  terms: Term[],
  valueStart: number,
  clauseEnd: number,
  markerStart: number,
  sameRun: (term: Term) => boolean,
): NamedCorrection | undefined => {
  const not = terms.findIndex(
    (term, at) => at > valueStart && at < clauseEnd && at - valueStart <= MAX_WORDS && term.normal === "not",
  );
  if (not < 0) return undefined;
  const named = terms.slice(not + 1, clauseEnd).map((term) => term.normal);
  if (named.length === 0 || named.length > MAX_WORDS) return undefined;
  const value = terms.slice(valueStart, not).map((term) => term.normal);
  for (let at = markerStart - named.length; at >= 0; at -= 1) {
    if (!named.every((word, offset) => terms[at + offset]!.normal === word)) continue;
    // "about 3 minutes… make it 2 minutes not 3", "Tuesday 14th… it's Thursday 16th not Tuesday":
    // the words typed after the one named that the new value says again, or that belong to the
    // same date, are replaced with it.
    let to = at + named.length;
    while (
      to < markerStart &&
      !/[,.;:!?]/u.test(terms[to - 1]!.post) &&
      (terms[to]!.normal === value[to - at] || sameRun(terms[to]!))
    )
      to += 1;
    return { corrected: [at, to], valueEnd: not, end: clauseEnd };
  }
  return undefined;
};
