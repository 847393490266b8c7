import {
  RECENT_ACTIVITY_LIMIT,
  USAGE_CHART_DAYS,
  type UsageSummary,
  type usageSummaryQuerySchema,
} from "@promptloom/contracts/usage";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { usageEvents } from "../../db/schema/index.ts";
import { toUsageEvent } from "./to-usage-event.ts";

/** The `count` dates that end with `today` (YYYY-MM-DD), oldest first. */
const datesEndingWith = (today: string, count: number): string[] => {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
};

/**
 * Hours saved for the dashboard: totals, the last 30 days, the streak and recent events. Days and
 * weeks (from Monday) are counted in the member's own time zone.
 */
export const summarizeUsage = async (options: {
  db: Database;
  userId: string;
  query: z.output<typeof usageSummaryQuerySchema>;
}): Promise<UsageSummary> => {
  const { db, userId, query } = options;
  const zone = query.timeZone;
  const localDay = sql`(${usageEvents.createdAt} at time zone ${zone})::date`;
  const today = sql`(now() at time zone ${zone})::date`;
  const minutes = sql`${usageEvents.minutesSaved}`;
  const mine = eq(usageEvents.userId, userId);

  const [totals] = await db
    .select({
      today: sql<string>`to_char(${today}, 'YYYY-MM-DD')`,
      totalMinutes: sql<number>`coalesce(sum(${minutes}), 0)::int`,
      todayMinutes: sql<number>`coalesce(sum(${minutes}) filter (where ${localDay} = ${today}), 0)::int`,
      weekMinutes: sql<number>`coalesce(sum(${minutes}) filter (where ${localDay} >= date_trunc('week', ${today})::date), 0)::int`,
    })
    .from(usageEvents)
    .where(mine);
  if (!totals) throw new Error("The usage totals query returned no row");

  const perDay = await db
    .select({ date: sql<string>`to_char(${localDay}, 'YYYY-MM-DD')`, minutes: sql<number>`sum(${minutes})::int` })
    .from(usageEvents)
    .where(
      and(
        mine,
        // A day and a half of slack for any time zone, so the index on created_at narrows the scan.
        gte(usageEvents.createdAt, sql`now() - make_interval(days => ${USAGE_CHART_DAYS + 2})`),
        gte(localDay, sql`${today} - ${USAGE_CHART_DAYS - 1}::int`),
      ),
    )
    // By position: the zone is a parameter, and PostgreSQL does not match grouped expressions
    // whose parameters are numbered differently.
    .groupBy(sql`1`);
  const minutesOn = new Map(perDay.map((row) => [row.date, row.minutes]));

  // Consecutive days share one value of (day − its rank); the latest run counts if it reaches yesterday.
  const [streak] = await queryRows<{ days: number }>(
    db,
    sql`with days as (
          select distinct ${localDay} as day from ${usageEvents} where ${mine}
        ), runs as (
          select day, day - (row_number() over (order by day))::int as run from days
        )
        select count(*)::int as days from runs
        where run = (select run from runs order by day desc limit 1)
          and (select max(day) from days) >= ${today} - 1`,
  );

  const recent = await db
    .select()
    .from(usageEvents)
    .where(mine)
    .orderBy(desc(usageEvents.createdAt), desc(usageEvents.id))
    .limit(RECENT_ACTIVITY_LIMIT);

  return {
    timeZone: zone,
    today: totals.today,
    totalMinutes: totals.totalMinutes,
    weekMinutes: totals.weekMinutes,
    todayMinutes: totals.todayMinutes,
    streakDays: streak?.days ?? 0,
    daily: datesEndingWith(totals.today, USAGE_CHART_DAYS).map((date) => ({ date, minutes: minutesOn.get(date) ?? 0 })),
    recent: recent.map(toUsageEvent),
  };
};
