import { limits } from "@promptloom/contracts/limits";
import type { TrackUsageResponse, trackUsageSchema } from "@promptloom/contracts/usage";
import { and, eq, gt, sql, sum } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { usageEvents } from "../../db/schema/index.ts";
import { enforceRateLimit, tooManyRequestsMessage, type RateLimitRule } from "../../lib/rate-limit.ts";
import { publishUserEvent } from "../../lib/realtime/user-events.ts";
import { toUsageEvent } from "./to-usage-event.ts";

type TrackUsage = z.output<typeof trackUsageSchema>;

/**
 * Whether the same action on the same prompt already earned minutes within the last
 * `usageRecreditMs`: copying one prompt ten times saves the time once.
 */
const wasCreditedLately = async (db: Database, userId: string, input: TrackUsage): Promise<boolean> => {
  if (!input.prompt_id) return false;
  const [row] = await db
    .select({ id: usageEvents.id })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.userId, userId),
        eq(usageEvents.event, input.event),
        eq(usageEvents.promptId, input.prompt_id),
        gt(usageEvents.minutesSaved, 0),
        gt(usageEvents.createdAt, sql`now() - make_interval(secs => ${limits.usageRecreditMs / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/**
 * Far more copies and saves than a person makes; a script crediting hours is stopped. Counted here,
 * so it holds for every way in (the web app's route and the public API alike).
 */
export const trackUsageLimit: RateLimitRule = { scope: "track-usage", limit: 60, windowMs: 10 * 60_000 };

/**
 * Records one time-saving action (credited 0 minutes when it repeats a recent one) and answers with the member's new total, which also goes to
 * the member's open event streams on every server instance once the transaction commits.
 */
export const recordUsage = async (options: {
  db: Database;
  userId: string;
  input: TrackUsage;
}): Promise<TrackUsageResponse> => {
  const { db, userId, input } = options;
  await enforceRateLimit(db, trackUsageLimit, userId, tooManyRequestsMessage);
  return db.transaction(async (tx) => {
    const minutesSaved = (await wasCreditedLately(tx, userId, input)) ? 0 : input.minutes_saved;
    const [row] = await tx
      .insert(usageEvents)
      .values({
        userId,
        event: input.event,
        minutesSaved,
        category: input.category ?? null,
        promptId: input.prompt_id ?? null,
        source: input.source,
      })
      .returning();
    if (!row) throw new Error("The usage event was not stored");
    const [totals] = await tx
      .select({ minutes: sum(usageEvents.minutesSaved).mapWith(Number) })
      .from(usageEvents)
      .where(eq(usageEvents.userId, userId));
    const response: TrackUsageResponse = {
      event: toUsageEvent(row),
      totalMinutes: totals?.minutes ?? row.minutesSaved,
    };
    await publishUserEvent(tx, userId, { type: "usage", data: response });
    return response;
  });
};
