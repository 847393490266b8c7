import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { promptFolders } from "../../db/schema/index.ts";
import { folderNotFound } from "./assert-own-folder.ts";

/**
 * Deletes a folder and its subfolders. The prompts in them are kept and become unfiled
 * (the foreign key sets their folder to null).
 */
export const deleteFolder = async (options: { db: Database; userId: string; id: string }): Promise<void> => {
  const deleted = await options.db
    .delete(promptFolders)
    .where(and(eq(promptFolders.id, options.id), eq(promptFolders.userId, options.userId)))
    .returning({ id: promptFolders.id });
  if (deleted.length === 0) throw folderNotFound();
};
