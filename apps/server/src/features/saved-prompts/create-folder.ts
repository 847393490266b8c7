import { folderLimits, type createFolderSchema, type PromptFolder } from "@promptloom/contracts/prompt-folders";
import { count, eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/postgres-errors.ts";
import { promptFolders } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { checkFolderPlacement } from "./check-folder-placement.ts";

export const folderNameTaken = (name: string) => AppError.conflict(`You already have a folder named "${name}" there.`);

export const createFolder = async (options: {
  db: Database;
  userId: string;
  input: z.output<typeof createFolderSchema>;
}): Promise<PromptFolder> => {
  const { db, userId, input } = options;
  await checkFolderPlacement(db, userId, { folderId: null, parentId: input.parentId });
  const [existing] = await db.select({ total: count() }).from(promptFolders).where(eq(promptFolders.userId, userId));
  if ((existing?.total ?? 0) >= folderLimits.foldersMax) {
    throw AppError.validation(`You can have at most ${folderLimits.foldersMax} folders.`);
  }
  try {
    const [row] = await db
      .insert(promptFolders)
      .values({ userId, name: input.name, parentId: input.parentId })
      .returning();
    if (!row) throw new Error("The folder was not stored");
    return {
      id: row.id,
      name: row.name,
      parentId: row.parentId,
      promptCount: 0,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw folderNameTaken(input.name);
    throw error;
  }
};
