import { z } from "zod";

import { limits } from "./limits.ts";
import { sanitizeText } from "./sanitize.ts";

const requiredText = (field: string, max: number = limits.sanitizedTextMaxLength) =>
  z
    .string()
    .transform(sanitizeText)
    .pipe(z.string().min(1, `${field} is required`).max(max, `${field} is invalid`));

export const contactMessageSchema = z.object({
  name: requiredText("Name", 200),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(limits.emailMaxLength, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  subject: requiredText("Subject", 200),
  message: requiredText("Message"),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({ id: z.string() });
