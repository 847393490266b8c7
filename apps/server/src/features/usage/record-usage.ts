import type { TrackUsageResponse, trackUsageSchema } from "@promptloom/contracts/usage";
import { eq, sum } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { usageEvents } from "../../db/schema/index.ts";

/** Records one time-saving action and answers with the member's new total. */
export const recordUsage = async (options: {
  db: Database;
  userId: string;
  input: z.output<typeof trackUsageSchema>;
}): Promise<TrackUsageResponse> => {
  const { db, userId, input } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(usageEvents)
      .values({
        userId,
        event: input.event,
        minutesSaved: input.minutes_saved,
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
    return {
      event: {
        id: row.id,
        event: row.event,
        minutesSaved: row.minutesSaved,
        category: row.category,
        promptId: row.promptId,
        source: row.source,
        createdAt: row.createdAt.toISOString(),
      },
      totalMinutes: totals?.minutes ?? row.minutesSaved,
    };
  });
};
