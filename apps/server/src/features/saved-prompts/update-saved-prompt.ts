import type { SavedPrompt, updateSavedPromptSchema } from "@promptloom/contracts/saved-prompts";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import { assertOwnFolder } from "./assert-own-folder.ts";
import { findSavedPrompt, savedPromptNotFound } from "./find-saved-prompt.ts";
import { publishSavedPromptsChange } from "./publish-saved-prompts-change.ts";
import { recordVersion } from "./record-version.ts";
import { savedPromptColumns, toSavedPrompt } from "./to-saved-prompt.ts";

const contentFields = ["title", "rawText", "perfectedText"] as const;

/**
 * Applies the changes; an edit that changes the title or text becomes a new version, while
 * filing (folder, tags) does not.
 */
export const updateSavedPrompt = async (options: {
  db: Database;
  userId: string;
  id: string;
  changes: z.output<typeof updateSavedPromptSchema>;
}): Promise<SavedPrompt> => {
  const { db, userId, id, changes } = options;
  const current = await findSavedPrompt({ db, userId, id });
  await assertOwnFolder(db, userId, changes.folderId);
  const isContentEdit = contentFields.some(
    (field) => changes[field] !== undefined && changes[field] !== current[field],
  );

  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedPrompts)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(savedPrompts.id, id), eq(savedPrompts.userId, userId)))
      .returning(savedPromptColumns);
    if (!row) throw savedPromptNotFound();
    if (isContentEdit) await recordVersion(tx, row);
    await publishSavedPromptsChange(tx, userId, "saved");
    return toSavedPrompt(row);
  });
};
