import { and, asc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { deletedSavedPrompts, savedPrompts, savedPromptVersions } from "../../db/schema/index.ts";
import { savedPromptNotFound } from "./find-saved-prompt.ts";
import { publishSavedPromptsChange } from "./publish-saved-prompts-change.ts";
import { purgeExpiredDeletedPrompts } from "./restore-window.ts";
import { savedPromptColumns } from "./to-saved-prompt.ts";

/**
 * Deletes the member's prompt with its history, keeping a snapshot of both for the undo window
 * (restore-deleted-saved-prompt.ts); snapshots past their window go at the same time.
 */
export const deleteSavedPrompt = async (options: { db: Database; userId: string; id: string }): Promise<void> => {
  const { db, userId, id } = options;
  await db.transaction(async (tx) => {
    // Locked, so an edit saving a version meanwhile waits and then finds the prompt gone.
    const [prompt] = await tx
      .select(savedPromptColumns)
      .from(savedPrompts)
      .where(and(eq(savedPrompts.id, id), eq(savedPrompts.userId, userId)))
      .for("update");
    if (!prompt) throw savedPromptNotFound();
    const versions = await tx
      .select()
      .from(savedPromptVersions)
      .where(eq(savedPromptVersions.promptId, id))
      .orderBy(asc(savedPromptVersions.version));

    await purgeExpiredDeletedPrompts(tx);
    await tx.insert(deletedSavedPrompts).values({
      id,
      userId,
      snapshot: {
        title: prompt.title,
        rawText: prompt.rawText,
        perfectedText: prompt.perfectedText,
        source: prompt.source,
        folderId: prompt.folderId,
        tags: prompt.tags,
        originId: prompt.originId,
        createdAt: prompt.createdAt.toISOString(),
        updatedAt: prompt.updatedAt.toISOString(),
        versions: versions.map((version) => ({
          id: version.id,
          version: version.version,
          title: version.title,
          rawText: version.rawText,
          perfectedText: version.perfectedText,
          createdAt: version.createdAt.toISOString(),
        })),
      },
    });
    await tx.delete(savedPrompts).where(eq(savedPrompts.id, id));
    await publishSavedPromptsChange(tx, userId, "deleted");
  });
};
