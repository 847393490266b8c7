const wordCharacter = /[\p{L}\p{N}]/u;

/**
 * Where the phrase occurs in the lower-cased text as whole words ("art" is not found in "start"),
 * left to right without overlaps, as a global pattern would find them. The tips ask about a few
 * thousand phrases for every request; a pattern for each was compiled on first use and made a
 * request's first reading take a second, where looking the phrase up costs next to nothing.
 */
function* wholeWordIndexes(lower: string, phrase: string) {
  if (phrase === "") return;
  for (let index = lower.indexOf(phrase); index !== -1;) {
    const before = [...lower.slice(Math.max(0, index - 2), index)].at(-1) ?? "";
    const after = [...lower.slice(index + phrase.length, index + phrase.length + 2)][0] ?? "";
    const startsWord = !wordCharacter.test(before);
    const endsWord = !wordCharacter.test(after);
    if (startsWord && endsWord) {
      yield index;
      index = lower.indexOf(phrase, index + phrase.length);
    } else index = lower.indexOf(phrase, index + 1);
  }
}

/** The phrase occurs in the lower-cased text as whole words. */
export const containsPhrase = (lower: string, phrase: string) => !wholeWordIndexes(lower, phrase).next().done;

/**
 * Words that refuse what follows them ("no pivot tables", "without a dropdown", "I don't want
 * hashtags", "instead of a table", "my boss hates pivot tables", "formula preferred over pivot"). A negated verb is not one: "the cells don't turn red" asks for
 * red cells.
 */
const refusal =
  /(?:\b(?:no|without|avoid|instead of|rather than|(?:prefer\w*|rather|better)\b[^.?!,]{0,30}?\b(?:over|than)|not (?:a|an|the|any)|hates?|hated|dislikes?|can'?t stand|(?:don'?t|do not|dont) (?:want|need|use|like|understand|do)(?: to (?:use|have|see|add|make))?)(?:\s+(?:any|a|an|the|more|those|these|of))*\s+)$/u;

/**
 * The request asks for what the phrase names: it occurs somewhere other than right after words
 * that refuse it. "No pivot tables I don't understand them" names pivot tables only to refuse them.
 */
export const asksForPhrase = (lower: string, phrase: string) => {
  for (const index of wholeWordIndexes(lower, phrase))
    if (!refusedAt(lower, index) && !excepted(lower, index, phrase)) return true;
  return false;
};

/** A phrase that says there is none of something ("no equipment", "without sugar")… */
const saysNone = /^(?:no|without|not|never|zero)\b/u;
/** …and an exception right after it ("except some resistance bands", "apart from a kettlebell"). */
const exception =
  /^\s*,?\s*(?:except|apart from|other than|besides|save for|bar|but (?:a|an|some|my|i have|we have))\b/u;

/** "No equipment except some resistance bands": there is some after all, so the phrase is not asked for. */
const excepted = (lower: string, index: number, phrase: string) =>
  saysNone.test(phrase) && exception.test(lower.slice(index + phrase.length, index + phrase.length + 20));

/**
 * "formulas not macros", "in python not bash": a bare "not" after the thing wanted refuses what
 * follows it; after a verb ("is not working", "does not sort") it says what goes wrong instead.
 */
const notInstead =
  /(?<!\b(?:is|are|was|were|be|been|being|does|do|did|has|have|had|can|could|will|would|should|may|might|must|it'?s|that'?s|isn'?t|why|still))\s+not\s+$/u;

/** Words right before the index refuse what starts there. */
const refusedAt = (lower: string, index: number) => {
  const before = lower.slice(Math.max(0, index - 40), index);
  return refusal.test(before) || notInstead.test(before);
};

/**
 * Words that make what follows a look to borrow, not the thing asked for ("look like a painted
 * fantasy book cover", "in the style of an old travel poster", "styled like a magazine cover",
 * "flat illustration style like a kids picture book"), or refuse it ("subtle, not heavy metal album cover").
 */
const likeness =
  /\bnot\s+(?:an?\s+|the\s+)?(?:[\p{L}\p{N}'-]+\s+){0,3}$|\b(?:looks?|looking|feels?|styled?|done|made|drawn|painted) like\s+(?:an?\s+|the\s+|one of those\s+)?(?:[\p{L}\p{N}'-]+\s+){0,4}$|\b(?:in the style of|the style of|the look of|the feel of|the vibe of|inspired by)\s+(?:an?\s+|the\s+|old\s+)?(?:[\p{L}\p{N}'-]+\s+){0,4}$/u;
/**
 * Words right after a phrase that make it a style ("book cover style", "poster-style",
 * "movie-poster-like"); "a cover like the Hunger Games one" still asks for a cover.
 */
const styleAfter = /^(?:[\s-](?:style|styled|vibes?|aesthetic)|-like)\b/u;

/** The phrase at the index names a look the member borrows. */
const borrowedAt = (lower: string, index: number, phrase: string) =>
  likeness.test(lower.slice(Math.max(0, index - 60), index)) ||
  styleAfter.test(lower.slice(index + phrase.length, index + phrase.length + 12));

/**
 * The request asks to have the thing the phrase names made: asked for, and not only as a look to
 * borrow. "Make it look like a book cover" asks for a picture, not a cover; a look named by a
 * medium ("watercolour style") is asked for all the same, so only things to make are read so.
 */
export const asksToMake = (lower: string, thing: string) => {
  for (const index of wholeWordIndexes(lower, thing))
    if (!refusedAt(lower, index) && !borrowedAt(lower, index, thing)) return true;
  return false;
};

/** The request asks for what the pattern finds: a match somewhere other than right after words that refuse it. */
export const asksForMatch = (lower: string, pattern: RegExp) => {
  for (const match of lower.matchAll(
    new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`),
  ))
    if (!refusedAt(lower, match.index)) return true;
  return false;
};
