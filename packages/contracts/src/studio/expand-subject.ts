import { z } from "zod";

import { studioLimits } from "./studio-choices.ts";

/** A short subject is what "Describe it for me" works from; a long one is already described. */
export const expandSubjectLimits = { subjectMaxLength: 300 } as const;

export const expandSubjectSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, "Write a few words about your subject first")
    .max(
      expandSubjectLimits.subjectMaxLength,
      `"Describe it for me" works from a short subject: keep it under ${expandSubjectLimits.subjectMaxLength} characters`,
    ),
});
export type ExpandSubjectInput = z.input<typeof expandSubjectSchema>;

export const expandedSubjectSchema = z.object({
  /** The rich subject, at most the builder's subject length. */
  subject: z.string().max(studioLimits.subjectMaxLength),
  /** The model that wrote it. */
  engine: z.string(),
});
export type ExpandedSubject = z.infer<typeof expandedSubjectSchema>;

/** What the Prompt Studio needs to know about the server before it offers a button. */
export const studioConfigSchema = z.object({
  /** The language model that can describe a subject, or null when none is configured. */
  describeModel: z.string().nullable(),
});
export type StudioConfig = z.infer<typeof studioConfigSchema>;

export const expandSubjectMessages = {
  notConfigured:
    '"Describe it for me" isn\'t available on this site yet. Type the subject in your own words; everything else in the studio works as usual.',
  /** For administrators only, on their Prompt Studio screen. */
  setupHint:
    '"Describe it for me" is off: it needs a language model. Set AI_BASE_URL or AI_API_KEY (and AI_MODEL) on the server and restart to turn it on.',
} as const;
