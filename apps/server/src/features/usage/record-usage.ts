import type { TrackUsageResponse, trackUsageSchema } from "@promptloom/contracts/usage";
import { eq, sum } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { usageEvents } from "../../db/schema/index.ts";
import { publishUserEvent } from "../../lib/realtime/user-events.ts";
import { toUsageEvent } from "./to-usage-event.ts";

/**
 * Records one time-saving action and answers with the member's new total, which also goes to
 * the member's open event streams on every server instance once the transaction commits.
 */
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
    const response: TrackUsageResponse = {
      event: toUsageEvent(row),
      totalMinutes: totals?.minutes ?? row.minutesSaved,
    };
    await publishUserEvent(tx, userId, { type: "usage", data: response });
    return response;
  });
};
