import { z } from "zod";

import { displayText } from "./display-text.ts";
import { limits } from "./limits.ts";
import { listResponseSchema, pageQuerySchema } from "./list.ts";
import { exportFormats } from "./prompt-transfer.ts";
import { requiredText } from "./required-text.ts";

/**
 * Where a saved prompt came from; "automation" is a prompt saved through the public API (n8n and
 * the like), "assistant" one saved by an AI assistant through the MCP server, "extension" one the
 * member saved from an assistant's page with the browser extension.
 */
export const promptSources = [
  "voice",
  "library",
  "genie",
  "studio",
  "community",
  "manual",
  "automation",
  "assistant",
  "extension",
] as const;
export type PromptSource = (typeof promptSources)[number];

export const promptSourceLabels: Record<PromptSource, string> = {
  voice: "Voice",
  library: "Library",
  genie: "Genie",
  studio: "Studio",
  community: "Community",
  manual: "Manual",
  automation: "Automation",
  assistant: "Assistant",
  extension: "Extension",
};

/** What the screens that save a prompt to My Prompts say; the failure is the specification's. */
export const saveMessages = {
  saved: { title: "Saved successfully!", description: "Prompt saved to My Prompts. +15 min saved!" },
  saveFailed: { title: "Save failed", description: "Could not save prompt. Please try again." },
} as const;

export const savedPromptLimits = { titleMaxLength: 200, tagsMax: 10, tagMaxLength: 30, searchMaxLength: 200 } as const;

const titleField = displayText(requiredText("Title", savedPromptLimits.titleMaxLength));

const promptTextField = z
  .string()
  .max(limits.defaultTextMaxLength, `Prompt must be at most ${limits.defaultTextMaxLength} characters`);

/** Personal tags: trimmed, lowercased, each once. */
export const savedPromptTagsField = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "Tags cannot be blank")
      .max(savedPromptLimits.tagMaxLength, `Tags must be at most ${savedPromptLimits.tagMaxLength} characters`),
  )
  .max(savedPromptLimits.tagsMax, `At most ${savedPromptLimits.tagsMax} tags`)
  .transform((tags) => [...new Set(tags)]);

export const savedPromptSchema = z.object({
  id: z.string(),
  title: z.string(),
  rawText: z.string(),
  perfectedText: z.string(),
  source: z.enum(promptSources),
  folderId: z.string().nullable(),
  tags: z.array(z.string()),
  /** The library or community prompt it was saved from. */
  originId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedPrompt = z.infer<typeof savedPromptSchema>;

export const createSavedPromptSchema = z.object({
  title: titleField,
  rawText: promptTextField.default(""),
  perfectedText: promptTextField.refine((text) => text.trim().length > 0, "Prompt is required"),
  source: z.enum(promptSources).default("manual"),
  folderId: z.uuid("Invalid folder id").nullable().default(null),
  tags: savedPromptTagsField.default([]),
  originId: z.uuid("Invalid origin id").nullable().default(null),
});
export type CreateSavedPromptInput = z.input<typeof createSavedPromptSchema>;

export const updateSavedPromptSchema = z
  .object({
    title: titleField,
    rawText: promptTextField,
    perfectedText: createSavedPromptSchema.shape.perfectedText,
    folderId: createSavedPromptSchema.shape.folderId.unwrap(),
    tags: savedPromptTagsField,
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to update");
export type UpdateSavedPromptInput = z.input<typeof updateSavedPromptSchema>;

/** `folderId=none` lists the prompts outside every folder. */
export const savedPromptFiltersSchema = z.object({
  source: z.enum(promptSources).optional().meta({ description: "Only prompts from this source." }),
  q: z
    .string()
    .trim()
    .max(savedPromptLimits.searchMaxLength)
    .optional()
    .meta({ description: "Words to find in the title, tags or text." }),
  folderId: z
    .union([z.uuid("Invalid folder id"), z.literal("none")])
    .optional()
    .meta({ description: "Only prompts in this folder; `none` for prompts outside every folder." }),
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .max(savedPromptLimits.tagMaxLength)
    .optional()
    .meta({ description: "Only prompts with this tag." }),
});
export type SavedPromptFilters = z.input<typeof savedPromptFiltersSchema>;

export const listSavedPromptsQuerySchema = pageQuerySchema.extend(savedPromptFiltersSchema.shape);
export type ListSavedPromptsQuery = z.input<typeof listSavedPromptsQuerySchema>;

export const savedPromptListSchema = listResponseSchema(savedPromptSchema);

export const savedPromptVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  rawText: z.string(),
  perfectedText: z.string(),
  createdAt: z.string(),
});
export type SavedPromptVersion = z.infer<typeof savedPromptVersionSchema>;

export const savedPromptTagSchema = z.object({ tag: z.string(), count: z.number().int() });
export type SavedPromptTag = z.infer<typeof savedPromptTagSchema>;

/** One prompt in an exported file; importing reads the same shape (JSON objects or CSV columns). */
export const savedPromptFileRecordSchema = z.object({
  title: titleField,
  prompt: createSavedPromptSchema.shape.perfectedText,
  rawText: promptTextField.default(""),
  source: z.enum(promptSources).default("manual"),
  /** "Parent/Child" for a subfolder; null when unfiled. */
  folder: z.string().trim().nullable().default(null),
  tags: savedPromptTagsField.default([]),
});
export type SavedPromptFileRecord = z.input<typeof savedPromptFileRecordSchema>;

export const savedPromptExportQuerySchema = savedPromptFiltersSchema.extend({
  format: z.enum(exportFormats).default("json"),
});
