import { and, count, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { promptFolders } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { folderNotFound } from "./assert-own-folder.ts";

const nestingMessage = "Folders nest one level deep: pick a top-level folder as the parent.";

/**
 * Folders nest one level: the parent must be one of the member's own top-level folders, and a
 * folder that has subfolders cannot move under another.
 */
export const checkFolderPlacement = async (
  db: Database,
  userId: string,
  placement: { folderId: string | null; parentId: string | null },
): Promise<void> => {
  const { folderId, parentId } = placement;
  if (!parentId) return;
  if (parentId === folderId) throw AppError.validation("A folder cannot be inside itself.");
  const [parent] = await db
    .select({ parentId: promptFolders.parentId })
    .from(promptFolders)
    .where(and(eq(promptFolders.id, parentId), eq(promptFolders.userId, userId)));
  if (!parent) throw folderNotFound();
  if (parent.parentId) throw AppError.validation(nestingMessage);
  if (!folderId) return;
  const [children] = await db
    .select({ total: count() })
    .from(promptFolders)
    .where(eq(promptFolders.parentId, folderId));
  if ((children?.total ?? 0) > 0) throw AppError.validation(nestingMessage);
};
