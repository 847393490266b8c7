import { and, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { aiUsageDaily } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

const today = sql`(now() at time zone 'utc')::date`;

export const quotaReachedMessage = (limit: number) =>
  `You've used all ${limit} AI requests for today. Your quota resets at midnight UTC — the built-in composer stays available meanwhile.`;

/**
 * Counts one language-model request against the member's daily quota, or refuses it with 429
 * when the quota is used up. The increment is conditional in one statement, so two instances
 * (or two tabs) cannot both take the last request. A limit of 0 means no quota.
 */
export const consumeAiQuota = async (db: Database, userId: string, limit: number): Promise<void> => {
  if (limit === 0) return;
  const [row] = await db
    .insert(aiUsageDaily)
    .values({ userId, day: sql`${today}`, requests: 1 })
    .onConflictDoUpdate({
      target: [aiUsageDaily.userId, aiUsageDaily.day],
      set: { requests: sql`${aiUsageDaily.requests} + 1` },
      setWhere: sql`${aiUsageDaily.requests} < ${limit}`,
    })
    .returning({ requests: aiUsageDaily.requests });
  if (!row) {
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    const seconds = Math.max(1, Math.ceil((midnight.getTime() - Date.now()) / 1000));
    throw new AppError("quota_exceeded", 429, quotaReachedMessage(limit), { "Retry-After": String(seconds) });
  }
};

/** Adds the tokens the AI service reported for a request to the member's day. */
export const recordAiTokens = async (
  db: Database,
  userId: string,
  tokens: { promptTokens: number; completionTokens: number },
): Promise<void> => {
  await db
    .update(aiUsageDaily)
    .set({
      promptTokens: sql`${aiUsageDaily.promptTokens} + ${tokens.promptTokens}`,
      completionTokens: sql`${aiUsageDaily.completionTokens} + ${tokens.completionTokens}`,
    })
    .where(and(eq(aiUsageDaily.userId, userId), eq(aiUsageDaily.day, sql`${today}`)));
};
