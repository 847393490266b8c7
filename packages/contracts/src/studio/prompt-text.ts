import type { StudioTerm } from "./resolve-choices.ts";

/** One line of text: runs of whitespace (newlines included) become one space. */
export const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Terms with more emphasis first; equal ones keep the member's order. */
export const byEmphasis = (terms: StudioTerm[]): StudioTerm[] =>
  terms
    .map((term, index) => ({ term, index }))
    .sort((a, b) => b.term.weight - a.term.weight || a.index - b.index)
    .map(({ term }) => term);

/**
 * "a", "a and b", "a, b and c"; "calm and serene, and whimsical" when an item holds the
 * conjunction itself, so the last item does not merge into it.
 */
export const joinList = (items: string[], conjunction = "and"): string => {
  if (items.length <= 1) return items[0] ?? "";
  const holdsConjunction = items.some((item) => item.includes(` ${conjunction} `));
  return `${items.slice(0, -1).join(", ")}${holdsConjunction ? "," : ""} ${conjunction} ${items.at(-1) ?? ""}`;
};

/** The indefinite article a phrase takes when spoken: "an oil painting", "a 35mm photo", "an 85mm lens". */
export const withArticle = (phrase: string): string => {
  if (/^(?:a|an|the)\s/i.test(phrase)) return phrase;
  const isVowelSound = /^(?:[aeio]|u(?!ni|s[eu]|ti|r[aeio])|hour|honest|heir|8|11\b|11[^0-9]|18\b|18[^0-9])/i.test(
    phrase,
  );
  return `${isVowelSound ? "an" : "a"} ${phrase}`;
};

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A sentence ends with one full stop, even when the member's words already had one. */
export const sentence = (text: string): string => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? capitalize(trimmed) : `${capitalize(trimmed)}.`;
};
