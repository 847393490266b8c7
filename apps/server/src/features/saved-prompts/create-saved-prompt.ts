import type { createSavedPromptSchema, SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import type { IdempotentCreate } from "../../http/app-env.ts";
import { KEEP_MS } from "../../http/idempotency-claims.ts";
import { assertOwnFolder } from "./assert-own-folder.ts";
import { publishSavedPromptsChange } from "./publish-saved-prompts-change.ts";
import { recordVersion } from "./record-version.ts";
import { savedPromptColumns, toSavedPrompt } from "./to-saved-prompt.ts";

/**
 * A prompt holding the key that was stored this long before the key's claim is from an earlier
 * use of the key, which expired: keys are kept 24 hours, and the hour allows for how long that
 * earlier request ran. A younger one is this request's own, stored by an attempt whose answer was
 * lost: cut off by a crash, or failed (5xx, which frees the key) after its insert committed.
 */
const EARLIER_USE_MS = KEEP_MS - 60 * 60_000;

/**
 * Stores a new prompt with its first version. With `idempotency`, the key goes on the row in the
 * same insert: when a retry runs again because the server died before the first attempt's answer
 * was stored, the insert meets the prompt that attempt stored, and that prompt is the answer.
 */
export const createSavedPrompt = async (options: {
  db: Database;
  userId: string;
  input: z.output<typeof createSavedPromptSchema>;
  idempotency?: IdempotentCreate | undefined;
}): Promise<SavedPrompt> => {
  const { db, userId, input, idempotency } = options;
  await assertOwnFolder(db, userId, input.folderId);
  return db.transaction(async (tx) => {
    const insert = () =>
      tx
        .insert(savedPrompts)
        .values({ ...input, userId, idempotencyKey: idempotency?.key ?? null })
        .onConflictDoNothing({ target: [savedPrompts.userId, savedPrompts.idempotencyKey] })
        .returning(savedPromptColumns);
    let [row] = await insert();
    if (!row && idempotency) {
      const sameKey = and(eq(savedPrompts.userId, userId), eq(savedPrompts.idempotencyKey, idempotency.key));
      const [earlier] = await tx.select(savedPromptColumns).from(savedPrompts).where(sameKey).for("update");
      if (earlier && earlier.createdAt.getTime() > idempotency.since.getTime() - EARLIER_USE_MS) {
        return toSavedPrompt(earlier);
      }
      // A prompt from an earlier use of a key that has since expired: it gives the key up.
      await tx.update(savedPrompts).set({ idempotencyKey: null }).where(sameKey);
      [row] = await insert();
    }
    if (!row) throw new Error("The saved prompt was not stored");
    await recordVersion(tx, row);
    await publishSavedPromptsChange(tx, userId, "saved");
    return toSavedPrompt(row);
  });
};
