import type { MemberSummary } from "@promptloom/contracts/admin-users";
import { paidStatuses } from "@promptloom/contracts/billing";
import { planIds } from "@promptloom/contracts/plans";
import { sql } from "drizzle-orm";

import { profiles, session, subscriptions, usageEvents, user } from "../../db/schema/index.ts";

const livePlan = sql<string | null>`(
  select ${subscriptions.plan} from ${subscriptions}
  where ${subscriptions.userId} = ${user.id}
    and ${subscriptions.status} in (${sql.join(
      paidStatuses.map((status) => sql`${status}`),
      sql`, `,
    )})
  order by ${subscriptions.updatedAt} desc limit 1
)`;

export const minutesSaved = sql<number>`coalesce((
  select sum(${usageEvents.minutesSaved}) from ${usageEvents} where ${usageEvents.userId} = ${user.id}
), 0)::int`;

/** The last sign-in on record, or the newest open session for accounts from before it was recorded. */
export const lastSignIn = sql<Date | string | null>`coalesce(${profiles.lastSignInAt}, (
  select max(${session.createdAt}) from ${session} where ${session.userId} = ${user.id}
))`;

/** What the members list shows of each account; select from `user` joined with `profiles`. */
export const memberColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  fullName: profiles.fullName,
  isAdmin: profiles.isAdmin,
  isPaid: profiles.isPaid,
  refunded: profiles.refunded,
  paidByHand: profiles.paidByHand,
  communityBannedAt: profiles.communityBannedAt,
  plan: livePlan,
  minutesSaved,
  createdAt: user.createdAt,
  lastSignInAt: lastSignIn,
};

type MemberRow = {
  id: string;
  email: string;
  name: string;
  fullName: string | null;
  isAdmin: boolean;
  isPaid: boolean;
  refunded: boolean;
  paidByHand: boolean;
  communityBannedAt: Date | null;
  plan: string | null;
  minutesSaved: number;
  createdAt: Date;
  /** A raw SQL value: a Date or its text, depending on the driver. */
  lastSignInAt: Date | string | null;
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toMemberSummary = (row: MemberRow): MemberSummary => ({
  id: row.id,
  email: row.email,
  name: row.fullName || row.name,
  isAdmin: row.isAdmin,
  isPaid: row.isPaid,
  refunded: row.refunded,
  paidByHand: row.paidByHand,
  isCommunityBanned: row.communityBannedAt !== null,
  plan: planIds.find((plan) => plan === row.plan) ?? null,
  minutesSaved: Number(row.minutesSaved),
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: toDate(row.lastSignInAt),
});
