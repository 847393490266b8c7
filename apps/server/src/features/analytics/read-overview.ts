import type { AdminOverview } from "@promptloom/contracts/admin-analytics";
import { paidStatuses } from "@promptloom/contracts/billing";
import { plans } from "@promptloom/contracts/plans";
import { and, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";

import { newestAuditEntriesFirst } from "../../audit/audit-order.ts";
import { toAuditEntry } from "../../audit/to-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import {
  auditLog,
  communityPrompts,
  communityReports,
  profiles,
  subscriptions,
  supportMessages,
  usageEvents,
  user,
} from "../../db/schema/index.ts";

const RECENT_AUDIT_ENTRIES = 8;

const live = inArray(subscriptions.status, paidStatuses);

/** The members whose subscriptions ended this month and who hold no live one now. */
const churnThisMonth = async (db: Database, monthStart: SQL) => {
  const stillLive = sql`exists (select 1 from ${subscriptions} as s2 where s2.user_id = ${subscriptions.userId} and s2.status in (${sql.join(
    paidStatuses.map((status) => sql`${status}`),
    sql`, `,
  )}))`;
  const [churned] = await db
    .select({ value: sql<number>`count(distinct ${subscriptions.userId})::int` })
    .from(subscriptions)
    .where(and(sql`${subscriptions.endedAt} >= ${monthStart}`, sql`not ${stillLive}`));
  const [payingAtStart] = await db
    .select({ value: sql<number>`count(distinct ${subscriptions.userId})::int` })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.createdAt} < ${monthStart}`,
        sql`(${subscriptions.endedAt} is null or ${subscriptions.endedAt} >= ${monthStart})`,
      ),
    );
  const lost = churned?.value ?? 0;
  const base = payingAtStart?.value ?? 0;
  return { churned: lost, churnRate: base > 0 ? lost / base : null, payingAtMonthStart: base };
};

/** The admin overview: members, revenue, this month's movement, time saved and what waits for review. */
export const readOverview = async (options: { db: Database; timeZone: string }): Promise<AdminOverview> => {
  const { db, timeZone } = options;
  const monthStart = sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;

  const hasLiveSubscription = sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${user.id} and ${live})`;
  const [accounts] = await db
    .select({
      members: count(),
      paying: sql<number>`count(*) filter (where ${hasLiveSubscription} and not ${profiles.refunded})::int`,
      granted: sql<number>`count(*) filter (where ${profiles.isPaid} and not ${profiles.refunded} and not ${hasLiveSubscription})::int`,
      refunded: sql<number>`count(*) filter (where ${profiles.refunded})::int`,
      refundsThisMonth: sql<number>`count(*) filter (where ${profiles.refundedAt} >= ${monthStart})::int`,
      signUpsThisMonth: sql<number>`count(*) filter (where ${user.createdAt} >= ${monthStart})::int`,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id));

  const plansLive = await db
    .select({ plan: subscriptions.plan, value: count() })
    .from(subscriptions)
    .where(live)
    .groupBy(subscriptions.plan);
  const monthly = plansLive.find((row) => row.plan === "monthly")?.value ?? 0;
  const yearly = plansLive.find((row) => row.plan === "yearly")?.value ?? 0;

  const [conversions] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(
      db
        .select({ first: sql`min(${subscriptions.createdAt})`.as("first") })
        .from(subscriptions)
        .groupBy(subscriptions.userId)
        .as("firsts"),
    )
    .where(sql`first >= ${monthStart}`);

  const [minutes] = await db
    .select({ value: sql<number>`coalesce(sum(${usageEvents.minutesSaved}), 0)::int` })
    .from(usageEvents);
  const [pending] = await db
    .select({ value: count() })
    .from(communityPrompts)
    .where(eq(communityPrompts.status, "pending"));
  const [reported] = await db
    .select({ value: sql<number>`count(distinct ${communityReports.promptId})::int` })
    .from(communityReports)
    .where(isNull(communityReports.resolvedAt));
  const [openTickets] = await db
    .select({ value: count() })
    .from(supportMessages)
    .where(eq(supportMessages.status, "open"));
  const recent = await db
    .select()
    .from(auditLog)
    .orderBy(...newestAuditEntriesFirst)
    .limit(RECENT_AUDIT_ENTRIES);

  return {
    timeZone,
    members: accounts?.members ?? 0,
    payingMembers: accounts?.paying ?? 0,
    grantedAccess: accounts?.granted ?? 0,
    mrrCents: Math.round(monthly * plans.monthly.price * 100 + (yearly * plans.yearly.price * 100) / 12),
    subscriptions: { monthly, yearly },
    thisMonth: {
      signUps: accounts?.signUpsThisMonth ?? 0,
      paidConversions: conversions?.value ?? 0,
      ...(await churnThisMonth(db, monthStart)),
      refunds: accounts?.refundsThisMonth ?? 0,
    },
    refundedMembers: accounts?.refunded ?? 0,
    minutesSavedByAll: minutes?.value ?? 0,
    pendingModeration: { submissions: pending?.value ?? 0, reportedPrompts: reported?.value ?? 0 },
    openSupportTickets: openTickets?.value ?? 0,
    recentAudit: recent.map(toAuditEntry),
  };
};
