import type { PromptSource, SavedPrompt } from "@promptloom/contracts/saved-prompts";

import type { SavedPromptRow } from "../../db/schema/index.ts";

export const toSavedPrompt = (row: SavedPromptRow): SavedPrompt => ({
  id: row.id,
  title: row.title,
  rawText: row.rawText,
  perfectedText: row.perfectedText,
  source: row.source as PromptSource,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
