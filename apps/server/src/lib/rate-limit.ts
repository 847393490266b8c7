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
 * server instances. The attempt that exceeds the limit is refused.
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

/**
 * Whether `key` has used up its window, without counting an attempt: for limits that count only
 * failures, checked before the attempt and counted after it failed.
 */
export const checkRateLimit = async (db: Database, rule: RateLimitRule, key: string): Promise<RateLimitResult> => {
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await db
    .select({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.scope, rule.scope),
        eq(rateLimits.key, key),
        sql`${rateLimits.windowStart} >= now() - make_interval(secs => ${windowSeconds})`,
      ),
    );
  return { allowed: (row?.count ?? 0) < rule.limit, retryAfterSeconds: Math.max(1, row?.retryAfter ?? 1) };
};

/** Refuses with 429 when any of the (rule, key) pairs has used up its window, counting nothing. */
export const ensureWithinRateLimits = async (db: Database, checks: [RateLimitRule, string][], message: string) => {
  for (const [rule, key] of checks) {
    const result = await checkRateLimit(db, rule, key);
    if (!result.allowed) throw AppError.rateLimited(message, result.retryAfterSeconds);
  }
};

/** Counts one attempt and refuses the one past the limit with 429, `message` and Retry-After. */
export const enforceRateLimit = async (db: Database, rule: RateLimitRule, key: string, message: string) => {
  const result = await consumeRateLimit(db, rule, key);
  if (!result.allowed) throw AppError.rateLimited(message, result.retryAfterSeconds);
};

export const resetRateLimit = async (db: Database, rule: RateLimitRule, key: string): Promise<void> => {
  await db.delete(rateLimits).where(and(eq(rateLimits.scope, rule.scope), eq(rateLimits.key, key)));
};
