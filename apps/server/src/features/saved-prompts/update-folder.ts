import type { PromptFolder, updateFolderSchema } from "@promptloom/contracts/prompt-folders";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/postgres-errors.ts";
import { promptFolders } from "../../db/schema/index.ts";
import { folderNotFound } from "./assert-own-folder.ts";
import { checkFolderPlacement } from "./check-folder-placement.ts";
import { folderNameTaken } from "./create-folder.ts";
import { listFolders } from "./list-folders.ts";

/** Renames a folder or moves it (to the top level with `parentId: null`). */
export const updateFolder = async (options: {
  db: Database;
  userId: string;
  id: string;
  changes: z.output<typeof updateFolderSchema>;
}): Promise<PromptFolder> => {
  const { db, userId, id, changes } = options;
  const [current] = await db
    .select()
    .from(promptFolders)
    .where(and(eq(promptFolders.id, id), eq(promptFolders.userId, userId)));
  if (!current) throw folderNotFound();
  if (changes.parentId !== undefined) {
    await checkFolderPlacement(db, userId, { folderId: id, parentId: changes.parentId });
  }
  try {
    await db.update(promptFolders).set(changes).where(eq(promptFolders.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw folderNameTaken(changes.name ?? current.name);
    throw error;
  }
  const folders = await listFolders({ db, userId });
  const updated = folders.find((folder) => folder.id === id);
  if (!updated) throw folderNotFound();
  return updated;
};
