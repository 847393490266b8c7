import { apiKeyFormat } from "@promptloom/contracts/api-keys";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { apiKeys, profiles, user, type ProfileRow } from "../db/schema/index.ts";
import { hashApiKey, isSameHash } from "./api-key-secret.ts";
import type { SessionUser } from "./session-user.ts";

/** Last-used times are written at most this often per key, so a busy key is not a write per request. */
const LAST_USED_RESOLUTION_SECONDS = 60;

export type ApiKeyOwner = { keyId: string; user: SessionUser; profile: ProfileRow };

/**
 * The member a key belongs to, read fresh with their profile on every request (so a member who
 * stops paying loses access at once), or null for a malformed, unknown or revoked key.
 */
export const authenticateApiKey = async (options: { db: Database; key: string }): Promise<ApiKeyOwner | null> => {
  const { db, key } = options;
  if (!apiKeyFormat.pattern.test(key)) return null;
  const candidates = await db
    .select({ keyId: apiKeys.id, hash: apiKeys.hash, user, profile: profiles })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .innerJoin(profiles, eq(profiles.id, apiKeys.userId))
    .where(eq(apiKeys.prefix, key.slice(0, apiKeyFormat.prefixLength)));
  const hash = hashApiKey(key);
  const match = candidates.find((candidate) => isSameHash(candidate.hash, hash));
  if (!match) return null;

  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, match.keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS})`),
        ),
      ),
    );
  return {
    keyId: match.keyId,
    user: { id: match.user.id, email: match.user.email, name: match.user.name },
    profile: match.profile,
  };
};
