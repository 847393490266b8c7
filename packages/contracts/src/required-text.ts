import { z } from "zod";

/** A trimmed text that must not be blank, with the messages the forms show under the field. */
export const requiredText = (field: string, max: number) =>
  z.string().trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);
