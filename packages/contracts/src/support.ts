import { z } from "zod";

import { authMessages } from "./auth-messages.ts";
import { displayText } from "./display-text.ts";
import { limits } from "./limits.ts";
import { sanitizeText } from "./sanitize.ts";

export const contactLimits = {
  nameMaxLength: 200,
  emailMaxLength: limits.emailMaxLength,
  subjectMaxLength: 200,
  messageMaxLength: limits.sanitizedTextMaxLength,
} as const;

/** A form string as the specification treats it: trimmed, cut to 1000 characters, no angle brackets. */
export const sanitizedText = (field: string, max: number) =>
  z
    .string()
    .transform(sanitizeText)
    .pipe(z.string().min(1, `${field} is required`).max(max, `${field} is invalid`));

export const contactMessageSchema = z.object({
  name: sanitizedText("Name", contactLimits.nameMaxLength),
  email: z
    .string()
    .trim()
    .min(1, authMessages.required("Email"))
    .max(contactLimits.emailMaxLength, authMessages.invalidEmail)
    .pipe(z.email(authMessages.invalidEmail)),
  subject: displayText(sanitizedText("Subject", contactLimits.subjectMaxLength)),
  message: sanitizedText("Message", contactLimits.messageMaxLength),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({ id: z.string() });
