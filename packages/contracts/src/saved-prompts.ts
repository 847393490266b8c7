import { z } from "zod";

import { limits } from "./limits.ts";
import { listResponseSchema, pageQuerySchema } from "./list.ts";

/** Where a saved prompt came from. */
export const promptSources = ["voice", "library", "genie", "studio", "community", "manual"] as const;
export type PromptSource = (typeof promptSources)[number];

const titleField = z.string().trim().min(1, "Title is required").max(200, "Title must be at most 200 characters");

const promptTextField = z
  .string()
  .max(limits.defaultTextMaxLength, `Prompt must be at most ${limits.defaultTextMaxLength} characters`);

export const savedPromptSchema = z.object({
  id: z.string(),
  title: z.string(),
  rawText: z.string(),
  perfectedText: z.string(),
  source: z.enum(promptSources),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedPrompt = z.infer<typeof savedPromptSchema>;

export const createSavedPromptSchema = z.object({
  title: titleField,
  rawText: promptTextField.default(""),
  perfectedText: promptTextField.refine((text) => text.trim().length > 0, "Prompt is required"),
  source: z.enum(promptSources).default("manual"),
});
export type CreateSavedPromptInput = z.input<typeof createSavedPromptSchema>;

export const updateSavedPromptSchema = z
  .object({ title: titleField, rawText: promptTextField, perfectedText: createSavedPromptSchema.shape.perfectedText })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to update");
export type UpdateSavedPromptInput = z.input<typeof updateSavedPromptSchema>;

export const listSavedPromptsQuerySchema = pageQuerySchema.extend({
  source: z.enum(promptSources).optional(),
});
export type ListSavedPromptsQuery = z.input<typeof listSavedPromptsQuerySchema>;

export const savedPromptListSchema = listResponseSchema(savedPromptSchema);
