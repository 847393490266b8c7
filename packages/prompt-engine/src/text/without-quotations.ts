/**
 * Text the member quotes (a message to translate or answer, a complaint pasted inline): its words
 * are someone else's. An apostrophe inside a word does not open or close a quotation.
 */
const quotation =
  /"[^"]*"|“[^”]*”|(?<!\p{L})'(?:[^']|(?<=\p{L})'(?=\p{L}))*'(?!\p{L})|‘(?:[^’]|(?<=\p{L})’(?=\p{L}))*’/gu;

/** The member's own words, each quotation replaced by "“…”". */
export const withoutQuotations = (text: string) => text.replace(quotation, "“…”");
