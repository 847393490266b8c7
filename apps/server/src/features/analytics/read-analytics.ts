import type { Analytics, analyticsQuerySchema } from "@promptloom/contracts/admin-analytics";
import { and, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { aiUsageDaily, libraryPrompts, subscriptions, usageEvents, user } from "../../db/schema/index.ts";
import { fillPeriods, insideWindow, periodOf, periodsOf, type AnalyticsWindow } from "./analytics-periods.ts";

const TOP_PROMPTS = 10;

const signUps = (db: Database, window: AnalyticsWindow) =>
  db
    .select({ period: periodOf(user.createdAt, window), value: count() })
    .from(user)
    .where(insideWindow(user.createdAt, window))
    .groupBy(sql`1`);

/** A member converts when their first paid subscription starts. */
const paidConversions = (db: Database, window: AnalyticsWindow) => {
  const firsts = db
    .select({ userId: subscriptions.userId, first: sql`min(${subscriptions.createdAt})`.as("first") })
    .from(subscriptions)
    .groupBy(subscriptions.userId)
    .as("firsts");
  return db
    .select({ period: periodOf(firsts.first, window), value: count() })
    .from(firsts)
    .where(insideWindow(firsts.first, window))
    .groupBy(sql`1`);
};

const activeMembers = (db: Database, window: AnalyticsWindow) =>
  db
    .select({ period: periodOf(usageEvents.createdAt, window), value: countDistinct(usageEvents.userId) })
    .from(usageEvents)
    .where(insideWindow(usageEvents.createdAt, window))
    .groupBy(sql`1`);

const hoursSaved = (db: Database, window: AnalyticsWindow) =>
  db
    .select({
      period: periodOf(usageEvents.createdAt, window),
      value: sql<number>`round(sum(${usageEvents.minutesSaved}) / 60.0, 1)::float8`,
    })
    .from(usageEvents)
    .where(insideWindow(usageEvents.createdAt, window))
    .groupBy(sql`1`);

const usageByCategory = async (db: Database, window: AnalyticsWindow, periods: string[]) => {
  const category = sql<string>`coalesce(${usageEvents.category}, ${usageEvents.source})`;
  const rows = await db
    .select({ period: periodOf(usageEvents.createdAt, window), category, value: count() })
    .from(usageEvents)
    .where(insideWindow(usageEvents.createdAt, window))
    .groupBy(sql`1`, sql`2`);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.category, (totals.get(row.category) ?? 0) + row.value);
  return [...totals.entries()]
    .sort(([a, first], [b, second]) => second - first || a.localeCompare(b))
    .map(([name]) => ({
      category: name,
      points: fillPeriods(
        periods,
        rows.filter((row) => row.category === name),
      ),
    }));
};

/** Copies as the public counter counts them: one per member, prompt and UTC day. */
const countedCopies = sql<number>`count(distinct (${usageEvents.userId}, (${usageEvents.createdAt} at time zone 'utc')::date))::int`;

const topLibraryPrompts = (db: Database, window: AnalyticsWindow) =>
  db
    .select({
      id: libraryPrompts.id,
      slug: libraryPrompts.slug,
      title: libraryPrompts.title,
      type: libraryPrompts.type,
      copies: countedCopies,
    })
    .from(usageEvents)
    .innerJoin(libraryPrompts, sql`${libraryPrompts.id}::text = ${usageEvents.promptId}`)
    .where(
      and(
        eq(usageEvents.event, "prompt_copied"),
        eq(usageEvents.source, "library"),
        insideWindow(usageEvents.createdAt, window),
      ),
    )
    .groupBy(libraryPrompts.id)
    .orderBy(desc(countedCopies), libraryPrompts.title)
    .limit(TOP_PROMPTS);

/** AI calls per period from the engine's daily counts (UTC days); none before it kept them. */
const aiCalls = (db: Database, window: AnalyticsWindow) =>
  db
    .select({
      period: sql<string>`to_char(date_trunc(${window.interval}, ${aiUsageDaily.day}::timestamp), 'YYYY-MM-DD')`,
      value: sql<number>`sum(${aiUsageDaily.requests})::int`,
    })
    .from(aiUsageDaily)
    .where(sql`${aiUsageDaily.day} between ${window.from}::date and ${window.to}::date`)
    .groupBy(sql`1`);

/** Every chart of the analytics screen for one period. */
export const readAnalytics = async (options: {
  db: Database;
  query: z.output<typeof analyticsQuerySchema>;
}): Promise<Analytics> => {
  const { db, query: window } = options;
  const periods = periodsOf(window);
  return {
    ...window,
    periods,
    signUps: fillPeriods(periods, await signUps(db, window)),
    paidConversions: fillPeriods(periods, await paidConversions(db, window)),
    activeMembers: fillPeriods(periods, await activeMembers(db, window)),
    usageByCategory: await usageByCategory(db, window, periods),
    hoursSaved: fillPeriods(periods, await hoursSaved(db, window)),
    aiCalls: {
      points: fillPeriods(periods, await aiCalls(db, window)),
      source: "Requests to the language model, per member per day (UTC), as the prompt engine counts them.",
    },
    topLibraryPrompts: await topLibraryPrompts(db, window),
  };
};
