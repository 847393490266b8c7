import { folderNameSchema, folderPathSeparator } from "@promptloom/contracts/prompt-folders";
import { and, eq, isNull } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { promptFolders } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { createFolder } from "./create-folder.ts";

/** Splits "Parent/Child" into valid folder names, one or two of them. */
export const parseFolderPath = (path: string): string[] | string => {
  const names = path.split(folderPathSeparator).map((name) => folderNameSchema.safeParse(name));
  if (names.length > 2) return "Folders nest one level deep";
  const invalid = names.find((name) => !name.success);
  if (invalid && !invalid.success) return invalid.error.issues[0]?.message ?? "Invalid folder name";
  return names.flatMap((name) => (name.success ? [name.data] : []));
};

/** The id of the folder at this path, creating the missing folders along the way. */
export const ensureFolderPath = async (db: Database, userId: string, names: string[]): Promise<string> => {
  let parentId: string | null = null;
  for (const name of names) {
    const [existing] = await db
      .select({ id: promptFolders.id })
      .from(promptFolders)
      .where(
        and(
          eq(promptFolders.userId, userId),
          eq(promptFolders.name, name),
          parentId ? eq(promptFolders.parentId, parentId) : isNull(promptFolders.parentId),
        ),
      );
    parentId = existing?.id ?? (await createFolder({ db, userId, input: { name, parentId } })).id;
  }
  if (!parentId) throw AppError.validation("Folder name is required");
  return parentId;
};
