import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { promptFolders } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

export const folderNotFound = () => AppError.notFound("Folder not found");

/** A prompt can only be filed in one of the member's own folders. */
export const assertOwnFolder = async (db: Database, userId: string, folderId: string | null | undefined) => {
  if (!folderId) return;
  const [folder] = await db
    .select({ id: promptFolders.id })
    .from(promptFolders)
    .where(and(eq(promptFolders.id, folderId), eq(promptFolders.userId, userId)));
  if (!folder) throw folderNotFound();
};
