/**
 * Abbreviations whose full stop does not end a sentence: titles before a name, Latin shorthand,
 * and the ones people write inside a sentence. Initials ("D.B. Cooper", "U.S.") are recognised
 * by their shape instead.
 */
const abbreviations = new Set([
  ...["dr", "mr", "mrs", "ms", "mx", "prof", "st", "sr", "jr", "rev", "hon", "gen", "col", "lt", "sgt", "capt"],
  ...["e.g", "i.e", "etc", "vs", "approx", "est", "no", "nos", "vol", "fig", "ca", "cf", "al", "inc", "ltd", "co"],
  ...["corp", "dept", "mt", "ft", "ave", "rd", "blvd", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep"],
  ...["sept", "oct", "nov", "dec", "mon", "tue", "wed", "thu", "fri", "sat", "sun", "a.m", "p.m", "min", "max"],
]);

/** "U.S.", "D.B.", "e.g.": letters each followed by a full stop. */
const isInitials = (word: string) => /^(?:\p{L}\.)+\p{L}?$/u.test(word);

/** The word just before a full stop at `index`. */
const wordBefore = (text: string, index: number) =>
  /[\p{L}.]+$/u.exec(text.slice(Math.max(0, index - 40), index))?.[0] ?? "";

/** True when the full stop at `index` belongs to an abbreviation or initials rather than ending a sentence. */
export const isAbbreviationStop = (text: string, index: number): boolean => {
  const word = wordBefore(text, index);
  if (word === "") return false;
  const bare = word.replace(/^\.+/, "").toLowerCase();
  return abbreviations.has(bare) || isInitials(`${bare}.`) || /^\p{Lu}$/u.test(word);
};

/**
 * Splits text into sentences at ". ", "! ", "? " (and line breaks) followed by a new sentence,
 * without cutting after "Dr.", "e.g.", "U.S." or an initial. Decimals and versions ("2.3",
 * "v1.4.0") never split, since no space follows their dot.
 */
export const splitSentences = (text: string): string[] => {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/([.!?…]+)["'”’)]*(?:\s+|$)|\n\s*/gu)) {
    const end = match.index + match[0].length;
    const isStop = match[1] === ".";
    if (isStop && isAbbreviationStop(text, match.index) && end < text.length) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
};
