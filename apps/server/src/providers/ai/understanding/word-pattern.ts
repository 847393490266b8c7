// JavaScript's \b only knows ASCII letters; these boundaries also respect "é", "ß" or "ü" and
// apostrophes, so "like" never matches inside "likely" or "unlike" and "Zürich" stays whole.
const wordCharacter = "[\\p{L}\\p{N}'’]";
const before = `(?<!${wordCharacter})`;
const after = `(?!${wordCharacter})`;

/** A case-insensitive, Unicode-aware regular expression for whole words or phrases. */
export const wordPattern = (source: string, flags = "giu") => new RegExp(`${before}(?:${source})${after}`, flags);

/** Turns a list of words or phrases into an alternation, longest first so phrases win. */
export const alternation = (phrases: readonly string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|");

/** True when any of the phrases occurs in the text as whole words. */
export const hasAnyWord = (text: string, phrases: readonly string[]) =>
  wordPattern(alternation(phrases), "iu").test(text);

export const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A vocabulary written as "word | two words | …" across lines, read into a list. */
export const phrases = (list: string) =>
  list
    .split("|")
    .map((phrase) => phrase.trim().replace(/\s+/g, " "))
    .filter(Boolean);
