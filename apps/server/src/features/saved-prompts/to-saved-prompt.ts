import type { SavedPrompt, SavedPromptVersion } from "@promptloom/contracts/saved-prompts";
import { getTableColumns } from "drizzle-orm";

import { savedPrompts, type SavedPromptRow, type SavedPromptVersionRow } from "../../db/schema/index.ts";

const { search: _search, ...columns } = getTableColumns(savedPrompts);

/** Every column but the search document, which only the database reads. */
export const savedPromptColumns = columns;

export const toSavedPrompt = (row: Omit<SavedPromptRow, "search">): SavedPrompt => ({
  id: row.id,
  title: row.title,
  rawText: row.rawText,
  perfectedText: row.perfectedText,
  source: row.source,
  folderId: row.folderId,
  tags: row.tags,
  originId: row.originId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toSavedPromptVersion = (row: SavedPromptVersionRow): SavedPromptVersion => ({
  id: row.id,
  version: row.version,
  title: row.title,
  rawText: row.rawText,
  perfectedText: row.perfectedText,
  createdAt: row.createdAt.toISOString(),
});
