import { z } from "zod";

/** Control characters (NUL, line breaks, escapes) have no place in a one-line label: they become spaces. */
const withoutControls = (value: string) => value.replace(/\p{Cc}+/gu, " ");

/**
 * Invisible format characters go: right-to-left overrides and isolates, which make a label read
 * backwards ("\u202eevil" shows as "live"), zero-width spaces and the like. The zero-width
 * joiner and non-joiner stay inside a word, where scripts and emoji need them.
 */
const withoutFormatCharacters = (value: string) =>
  value.replace(/(?![\u200c\u200d])\p{Cf}/gu, "").replace(/(^|\s)[\u200c\u200d]+|[\u200c\u200d]+(?=\s|$)/gu, "$1");

/**
 * A one-line text as others see it (a name, a title, a folder, a subject): without control and
 * invisible format characters, and with runs of spaces made one.
 */
export const toDisplayLine = (value: string): string =>
  withoutFormatCharacters(withoutControls(value)).replace(/\s{2,}/g, " ");

/**
 * The field rules for a one-line display text: the value is cleaned by `toDisplayLine` first,
 * then checked by `field` (its length, blank and other messages), so what is checked is what is
 * stored and shown: `displayText(requiredText("Title", 200))`.
 */
export const displayText = <Output>(field: z.ZodType<Output, string>) =>
  z.string().transform(toDisplayLine).pipe(field);
