/** The phrase as whole words: "art" is not found in "start". */
const wholeWords = (phrase: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}(?![\\p{L}\\p{N}])`, flags);

/** The phrase occurs in the lower-cased text as whole words. */
export const containsPhrase = (lower: string, phrase: string) => wholeWords(phrase, "u").test(lower);

/**
 * Words that refuse what follows them ("no pivot tables", "without a dropdown", "I don't want
 * hashtags", "instead of a table", "my boss hates pivot tables"). A negated verb is not one: "the cells don't turn red" asks for
 * red cells.
 */
const refusal =
  /(?:\b(?:no|without|avoid|instead of|rather than|not (?:a|an|the|any)|hates?|hated|dislikes?|can'?t stand|(?:don'?t|do not|dont) (?:want|need|use|like|understand|do))(?:\s+(?:any|a|an|the|more|those|these|of))*\s+)$/u;

/**
 * The request asks for what the phrase names: it occurs somewhere other than right after words
 * that refuse it. "No pivot tables I don't understand them" names pivot tables only to refuse them.
 */
export const asksForPhrase = (lower: string, phrase: string) => asksForMatch(lower, wholeWords(phrase, "gu"));

/** The request asks for what the pattern finds: a match somewhere other than right after words that refuse it. */
export const asksForMatch = (lower: string, pattern: RegExp) => {
  for (const match of lower.matchAll(
    new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`),
  ))
    if (!refusal.test(lower.slice(Math.max(0, match.index - 40), match.index))) return true;
  return false;
};
