import type { MemberDetail } from "@promptloom/contracts/admin-users";
import { isPaidStatus, subscriptionStatuses } from "@promptloom/contracts/billing";
import { planIds } from "@promptloom/contracts/plans";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import {
  communityPrompts,
  profiles,
  savedPrompts,
  session,
  subscriptions,
  usageEvents,
  user,
  type SubscriptionRow,
} from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { memberColumns, toMemberSummary } from "./member-columns.ts";

export const memberNotFound = () => AppError.notFound("Member not found");

const toSubscription = (row: SubscriptionRow): NonNullable<MemberDetail["subscription"]> => ({
  provider: row.provider,
  plan: planIds.find((plan) => plan === row.plan) ?? null,
  status: subscriptionStatuses.find((status) => status === row.status) ?? "unpaid",
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

const usageOf = async (db: Database, userId: string): Promise<MemberDetail["usage"]> => {
  const mine = eq(usageEvents.userId, userId);
  const [totals] = await db
    .select({
      events: count(),
      minutesSaved: sql<number>`coalesce(sum(${usageEvents.minutesSaved}), 0)::int`,
      last30DaysMinutes: sql<number>`coalesce(sum(${usageEvents.minutesSaved}) filter (where ${usageEvents.createdAt} >= now() - interval '30 days'), 0)::int`,
      lastEventAt: sql<string | null>`max(${usageEvents.createdAt})::text`,
    })
    .from(usageEvents)
    .where(mine);
  const byCategory = await db
    .select({
      category: sql<string>`coalesce(${usageEvents.category}, ${usageEvents.source})`,
      events: sql<number>`count(*)::int`,
      minutes: sql<number>`sum(${usageEvents.minutesSaved})::int`,
    })
    .from(usageEvents)
    .where(mine)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`)
    .limit(10);
  return {
    events: totals?.events ?? 0,
    minutesSaved: totals?.minutesSaved ?? 0,
    last30DaysMinutes: totals?.last30DaysMinutes ?? 0,
    lastEventAt: totals?.lastEventAt ? new Date(totals.lastEventAt).toISOString() : null,
    byCategory,
  };
};

const countOf = async (db: Database, table: typeof savedPrompts | typeof communityPrompts, userId: string) => {
  const owner = table === savedPrompts ? savedPrompts.userId : communityPrompts.authorId;
  const [row] = await db.select({ total: count() }).from(table).where(eq(owner, userId));
  return row?.total ?? 0;
};

/** Everything an admin needs to help one member: account, subscription, usage, content and sign-ins. */
export const findMember = async (options: { db: Database; userId: string }): Promise<MemberDetail> => {
  const { db, userId } = options;
  const [row] = await db
    .select({
      ...memberColumns,
      refundedAt: profiles.refundedAt,
      communityBanReason: profiles.communityBanReason,
      signInCount: profiles.signInCount,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw memberNotFound();

  const subscriptionRows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt));
  const all = subscriptionRows.map(toSubscription);
  const sessions = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gte(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt))
    .limit(20);

  return {
    ...toMemberSummary(row),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    communityBanReason: row.communityBanReason,
    subscription: all.find((subscription) => isPaidStatus(subscription.status)) ?? all[0] ?? null,
    usage: await usageOf(db, userId),
    savedPromptCount: await countOf(db, savedPrompts, userId),
    communityPromptCount: await countOf(db, communityPrompts, userId),
    signInCount: row.signInCount,
    signIns: sessions.map((open) => ({
      createdAt: open.createdAt.toISOString(),
      lastActiveAt: open.updatedAt.toISOString(),
      expiresAt: open.expiresAt.toISOString(),
      ipAddress: open.ipAddress,
      userAgent: open.userAgent,
    })),
  };
};
