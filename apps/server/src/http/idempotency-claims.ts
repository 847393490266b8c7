import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";

/** How long a key's first answer is kept and replayed. */
export const KEEP_MS = 24 * 60 * 60_000;

/**
 * How long a claim may go unanswered before it counts as abandoned by a server that died running
 * its request (IDEMPOTENCY_CLAIM_TIMEOUT_MS). The server sets no deadline on a handler as a whole,
 * but bounds its slow steps: receiving a request (Node's `requestTimeout`, 5 minutes, which the
 * server pins) and one AI call (`AI_TIMEOUT_MS`, at most 10 minutes). Twice their sum leaves a
 * wide margin over anything a live request spends.
 */
export const ABANDONED_AFTER_MS = 30 * 60_000;

/** One attempt holding a key: `claimedAt` tells it from a later attempt that took the key over. */
export type Claim = { caller: string; key: string; createdAt: Date; claimedAt: Date };

export type StoredAnswer = { status: number; contentType: string | null; body: string };

const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * The `idempotency_keys` table, one statement per step, so that two copies of a request racing
 * for a key never both get it: a fresh key is claimed by one insert, an abandoned one taken over
 * by one conditional update, and an attempt only answers or releases the claim while it still
 * holds it (a request that outlived the limit and was taken over leaves the new attempt alone).
 */
export const idempotencyClaims = (db: Database, options: { abandonedAfterMs: number }) => {
  const { abandonedAfterMs } = options;
  const returned = {
    caller: idempotencyKeys.caller,
    key: idempotencyKeys.key,
    createdAt: idempotencyKeys.createdAt,
    claimedAt: idempotencyKeys.claimedAt,
  };
  const byKey = (caller: string, key: string) => and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));
  const held = (claim: Claim) => and(byKey(claim.caller, claim.key), eq(idempotencyKeys.claimedAt, claim.claimedAt));
  // Past 24 hours, unless its request may still be running (a takeover late in the day).
  const expired = and(
    lt(idempotencyKeys.createdAt, ago(KEEP_MS)),
    or(isNotNull(idempotencyKeys.status), lt(idempotencyKeys.claimedAt, ago(abandonedAfterMs))),
  );

  return {
    claim: async (caller: string, key: string, requestHash: string): Promise<Claim | undefined> => {
      const [claim] = await db
        .insert(idempotencyKeys)
        .values({ caller, key, requestHash })
        .onConflictDoNothing()
        .returning(returned);
      return claim;
    },

    find: async (caller: string, key: string) => {
      const [earlier] = await db.select().from(idempotencyKeys).where(byKey(caller, key));
      return earlier;
    },

    /** Forgets the key if it expired, so that it may be claimed afresh; true when it did. */
    forgetIfExpired: async (caller: string, key: string) => {
      const gone = await db
        .delete(idempotencyKeys)
        .where(and(byKey(caller, key), expired))
        .returning({ key: idempotencyKeys.key });
      return gone.length > 0;
    },

    /**
     * Takes over a claim that has no answer and is older than the limit, for the same request
     * only. Of two retries at once, the second finds `claimed_at` renewed and gets nothing.
     */
    takeOver: async (caller: string, key: string, requestHash: string): Promise<Claim | undefined> => {
      const [claim] = await db
        .update(idempotencyKeys)
        .set({ claimedAt: sql`now()` })
        .where(
          and(
            byKey(caller, key),
            eq(idempotencyKeys.requestHash, requestHash),
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.claimedAt, ago(abandonedAfterMs)),
          ),
        )
        .returning(returned);
      return claim;
    },

    release: async (claim: Claim) => {
      await db.delete(idempotencyKeys).where(held(claim));
    },

    answer: async (claim: Claim, answer: StoredAnswer) => {
      await db.update(idempotencyKeys).set(answer).where(held(claim));
    },

    /** Removes every expired key; called now and then rather than on a schedule. */
    purgeExpired: async () => {
      await db.delete(idempotencyKeys).where(expired);
    },
  };
};
