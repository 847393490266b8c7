import { limits } from "./limits.ts";

/** Form strings are trimmed, cut to 1000 characters and stripped of angle brackets. */
export const sanitizeText = (value: string): string =>
  value.replace(/[<>]/g, "").trim().slice(0, limits.sanitizedTextMaxLength);
