import { z } from "zod";

import { authMessages } from "./auth-messages.ts";
import { toDisplayLine } from "./display-text.ts";
import { limits } from "./limits.ts";
import { sanitizeText } from "./sanitize.ts";

const cleanName = (value: string) => sanitizeText(toDisplayLine(value)).replace(/\s{2,}/g, " ");

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
