import { apiKeyLimits, apiKeyMessages, type CreatedApiKey } from "@promptloom/contracts/api-keys";
import { count, eq } from "drizzle-orm";

import { generateApiKey } from "../../auth/api-key-secret.ts";
import type { Database } from "../../db/client.ts";
import { apiKeys, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { toApiKey } from "./to-api-key.ts";

/** Makes a key for the member and hands back the whole key, which is never readable again. */
export const createApiKey = async (options: { db: Database; userId: string; name: string }): Promise<CreatedApiKey> => {
  const { db, userId, name } = options;
  return db.transaction(async (tx) => {
    // Locking the member's profile serialises concurrent creations, so the cap holds.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
    const [row] = await tx.select({ total: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if ((row?.total ?? 0) >= apiKeyLimits.keysPerMember) throw AppError.conflict(apiKeyMessages.tooMany);
    const { key, prefix, hash } = generateApiKey();
    const [created] = await tx.insert(apiKeys).values({ userId, name, prefix, hash }).returning();
    if (!created) throw new Error("API key was not stored");
    return { ...toApiKey(created), key };
  });
};
