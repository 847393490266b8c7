import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { and, eq, gte } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { deletedSavedPrompts, promptFolders, savedPrompts, savedPromptVersions } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { publishSavedPromptsChange } from "./publish-saved-prompts-change.ts";
import { restorableSince } from "./restore-window.ts";
import { savedPromptColumns, toSavedPrompt } from "./to-saved-prompt.ts";

export const deletedPromptGone = () => AppError.notFound("This prompt can no longer be restored");

/**
 * Undoes a delete within its window: the prompt comes back under its own id with its content,
 * filing, dates and every version. A folder deleted meanwhile leaves it outside any folder.
 * Someone else's deleted prompt is as good as missing.
 */
export const restoreDeletedSavedPrompt = async (options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<SavedPrompt> => {
  const { db, userId, id } = options;
  return db.transaction(async (tx) => {
    // Taken out of the bin in the same statement that finds it, so two restores cannot both succeed.
    const [deleted] = await tx
      .delete(deletedSavedPrompts)
      .where(
        and(
          eq(deletedSavedPrompts.id, id),
          eq(deletedSavedPrompts.userId, userId),
          gte(deletedSavedPrompts.deletedAt, restorableSince()),
        ),
      )
      .returning();
    if (!deleted) throw deletedPromptGone();
    const { versions, folderId, createdAt, updatedAt, ...content } = deleted.snapshot;

    const [folder] = folderId
      ? await tx
          .select({ id: promptFolders.id })
          .from(promptFolders)
          .where(and(eq(promptFolders.id, folderId), eq(promptFolders.userId, userId)))
      : [];
    const [row] = await tx
      .insert(savedPrompts)
      .values({
        ...content,
        id,
        userId,
        folderId: folder?.id ?? null,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      })
      .returning(savedPromptColumns);
    if (!row) throw new Error("The restored prompt was not stored");
    if (versions.length > 0) {
      await tx
        .insert(savedPromptVersions)
        .values(versions.map((version) => ({ ...version, promptId: id, createdAt: new Date(version.createdAt) })));
    }
    await publishSavedPromptsChange(tx, userId, "saved");
    return toSavedPrompt(row);
  });
};
