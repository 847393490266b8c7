import { folderPathSeparator } from "@promptloom/contracts/prompt-folders";
import type { ExportFormat } from "@promptloom/contracts/prompt-transfer";
import type { savedPromptFiltersSchema } from "@promptloom/contracts/saved-prompts";
import { desc } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import type { Download } from "../../http/send-download.ts";
import { filterSavedPrompts } from "./filter-saved-prompts.ts";
import { formatSavedPrompts } from "./format-saved-prompts.ts";
import { listFolders } from "./list-folders.ts";
import { savedPromptColumns, toSavedPrompt } from "./to-saved-prompt.ts";

/** The member's prompts (all of them, or those the filters select) as a downloadable file. */
export const exportSavedPrompts = async (options: {
  db: Database;
  userId: string;
  filters: z.output<typeof savedPromptFiltersSchema>;
  format: ExportFormat;
}): Promise<Download> => {
  const { db, userId, filters, format } = options;
  const folders = new Map((await listFolders({ db, userId })).map((folder) => [folder.id, folder]));
  const pathOf = (folderId: string | null): string | null => {
    const folder = folderId ? folders.get(folderId) : undefined;
    if (!folder) return null;
    const parent = pathOf(folder.parentId);
    return parent ? `${parent}${folderPathSeparator}${folder.name}` : folder.name;
  };
  const rows = await db
    .select(savedPromptColumns)
    .from(savedPrompts)
    .where(filterSavedPrompts(userId, filters))
    .orderBy(desc(savedPrompts.createdAt), desc(savedPrompts.id));
  const prompts = rows.map((row) => ({ ...toSavedPrompt(row), folder: pathOf(row.folderId) }));
  const date = new Date().toISOString().slice(0, 10);
  return { fileName: `my-prompts-${date}.${format}`, ...formatSavedPrompts(format, prompts) };
};
