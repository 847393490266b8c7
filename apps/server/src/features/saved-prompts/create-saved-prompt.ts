import type { createSavedPromptSchema, SavedPrompt } from "@promptloom/contracts/saved-prompts";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import { assertOwnFolder } from "./assert-own-folder.ts";
import { publishSavedPromptsChange } from "./publish-saved-prompts-change.ts";
import { recordVersion } from "./record-version.ts";
import { savedPromptColumns, toSavedPrompt } from "./to-saved-prompt.ts";

/** Stores a new prompt with its first version. */
export const createSavedPrompt = async (options: {
  db: Database;
  userId: string;
  input: z.output<typeof createSavedPromptSchema>;
}): Promise<SavedPrompt> => {
  const { db, userId, input } = options;
  await assertOwnFolder(db, userId, input.folderId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedPrompts)
      .values({ ...input, userId })
      .returning(savedPromptColumns);
    if (!row) throw new Error("The saved prompt was not stored");
    await recordVersion(tx, row);
    await publishSavedPromptsChange(tx, userId, "saved");
    return toSavedPrompt(row);
  });
};
