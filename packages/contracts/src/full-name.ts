import { z } from "zod";

import { authMessages } from "./auth-messages.ts";
import { limits } from "./limits.ts";
import { sanitizeText } from "./sanitize.ts";

/** Control characters (NUL, line breaks, escapes) have no place in a name: they become spaces. */
const withoutControls = (value: string) => value.replace(/\p{Cc}+/gu, " ");

/**
 * Invisible format characters go: right-to-left overrides and isolates, which make a name read
 * backwards ("\u202eevil" shows as "live"), zero-width spaces and the like. The zero-width
 * joiner and non-joiner stay inside a word, where scripts and emoji need them.
 */
const withoutFormatCharacters = (value: string) =>
  value.replace(/(?![\u200c\u200d])\p{Cf}/gu, "").replace(/(^|\s)[\u200c\u200d]+|[\u200c\u200d]+(?=\s|$)/gu, "$1");

const cleanName = (value: string) =>
  sanitizeText(withoutFormatCharacters(withoutControls(value))).replace(/\s{2,}/g, " ");

/**
 * A person's name as the product stores and shows it, wherever it is entered (sign-up, the
 * account screen): sanitised like every form string and at most `limits.fullNameMaxLength`.
 */
export const fullNameSchema = z
  .string({ error: authMessages.required("Full name") })
  .transform(cleanName)
  .pipe(
    z
      .string()
      .min(1, authMessages.required("Full name"))
      .max(limits.fullNameMaxLength, `Full name must be at most ${limits.fullNameMaxLength} characters`),
  );

/**
 * The same rules for a name that arrives from elsewhere (Google, a seeded account) and cannot be
 * refused: sanitised and cut to size, with `fallback` when nothing is left.
 */
export const toStoredName = (name: string | null | undefined, fallback: string): string => {
  const clean = cleanName(name ?? "")
    .slice(0, limits.fullNameMaxLength)
    .trim();
  return clean || fallback;
};
