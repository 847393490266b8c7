import { coachErrors } from "@promptloom/contracts/coach";
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { coachDailyUsage } from "../../../db/schema/index.ts";
import { AppError } from "../../../http/app-error.ts";

export const readMessagesToday = async (db: Database, userId: string, day: string): Promise<number> => {
  const [row] = await db
    .select({ messages: coachDailyUsage.messages })
    .from(coachDailyUsage)
    .where(and(eq(coachDailyUsage.userId, userId), eq(coachDailyUsage.day, day)));
  return row?.messages ?? 0;
};

/**
 * Counts one model answer for the member's day and refuses the one past the limit. The count
 * lives apart from the history, so clearing the conversation does not reset it.
 */
export const consumeDailyMessage = async (options: {
  db: Database;
  userId: string;
  day: string;
  limit: number;
  secondsToMidnight: number;
}): Promise<void> => {
  const { db, userId, day, limit } = options;
  const [row] = await db
    .insert(coachDailyUsage)
    .values({ userId, day, messages: 1 })
    .onConflictDoUpdate({
      target: [coachDailyUsage.userId, coachDailyUsage.day],
      set: { messages: sql`${coachDailyUsage.messages} + 1` },
      where: sql`${coachDailyUsage.messages} < ${limit}`,
    })
    .returning({ messages: coachDailyUsage.messages });
  if (!row) {
    throw AppError.rateLimited(coachErrors.dailyLimitReached(limit), Math.max(1, options.secondsToMidnight));
  }
};
