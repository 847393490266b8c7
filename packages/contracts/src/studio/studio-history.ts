import { z } from "zod";

import { studioChoicesSchema } from "./studio-choices.ts";
import { promptSyntaxes } from "./studio-groups.ts";

/** How many studio prompts the history keeps per member; older ones make way. */
export const studioHistoryLimit = 100;

/**
 * Recorded when a member copies, saves or sends a studio prompt on. The server writes the prompt
 * itself from the choices, so the history holds what the generators make.
 */
export const recordStudioPromptSchema = z.object({
  syntax: z.enum(promptSyntaxes),
  choices: studioChoicesSchema.refine(
    (choices) => choices.subject !== "" || Object.values(choices.picks).some((picks) => picks.length > 0),
    "Describe a subject or choose at least one option",
  ),
});
export type RecordStudioPromptInput = z.input<typeof recordStudioPromptSchema>;

export const studioHistoryEntrySchema = z.object({
  id: z.string(),
  syntax: z.enum(promptSyntaxes),
  choices: studioChoicesSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type StudioHistoryEntry = z.infer<typeof studioHistoryEntrySchema>;

export const studioHistoryListSchema = z.object({ items: z.array(studioHistoryEntrySchema) });
