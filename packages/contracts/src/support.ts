import { z } from "zod";

import { limits } from "./limits.ts";
import { sanitizeText } from "./sanitize.ts";

export const contactLimits = {
  nameMaxLength: 200,
  emailMaxLength: limits.emailMaxLength,
  subjectMaxLength: 200,
  messageMaxLength: limits.sanitizedTextMaxLength,
} as const;

const sanitizedText = (field: string, max: number) =>
  z
    .string()
    .transform(sanitizeText)
    .pipe(z.string().min(1, `${field} is required`).max(max, `${field} is invalid`));

export const contactMessageSchema = z.object({
  name: sanitizedText("Name", contactLimits.nameMaxLength),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(contactLimits.emailMaxLength, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  subject: sanitizedText("Subject", contactLimits.subjectMaxLength),
  message: sanitizedText("Message", contactLimits.messageMaxLength),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({ id: z.string() });
