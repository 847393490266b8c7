/** The phrase occurs in the lower-cased text as whole words. */
export const containsPhrase = (lower: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}(?![\\p{L}\\p{N}])`, "u").test(lower);
