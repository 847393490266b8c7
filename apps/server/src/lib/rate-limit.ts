import { and, eq, sql } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { AppError } from "../http/app-error.ts";

/** What a member hears when a per-member limit (AI calls, the public API) refuses a request. */
export const tooManyRequestsMessage = "Too many requests. Please wait a moment and try again.";

export type RateLimitRule = { scope: string; limit: number; windowMs: number };

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one attempt in a fixed window kept in the database, so the limit holds across
 * server instances. Counting and deciding are one statement (an upsert that returns the new
 * count), so simultaneous attempts cannot pass a limit together. The attempt that exceeds the
 * limit is refused.
 */
export const consumeRateLimit = async (db: Database, rule: RateLimitRule, key: string): Promise<RateLimitResult> => {
  const windowSeconds = rule.windowMs / 1000;
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ scope: rule.scope, key, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    });
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, row?.retryAfter ?? 1) };
};

/** Counts one attempt and refuses the one past the limit with 429, `message` and Retry-After. */
export const enforceRateLimit = async (db: Database, rule: RateLimitRule, key: string, message: string) => {
  const result = await consumeRateLimit(db, rule, key);
  if (!result.allowed) throw AppError.rateLimited(message, result.retryAfterSeconds);
};

/**
 * Gives back one attempt counted in advance (a limit on failures counts every attempt before it is
 * made, so simultaneous attempts cannot all pass, and returns the ones that did not fail).
 */
export const releaseRateLimit = async (db: Database, rule: RateLimitRule, key: string): Promise<void> => {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.scope, rule.scope), eq(rateLimits.key, key)));
};

export const resetRateLimit = async (db: Database, rule: RateLimitRule, key: string): Promise<void> => {
  await db.delete(rateLimits).where(and(eq(rateLimits.scope, rule.scope), eq(rateLimits.key, key)));
};
