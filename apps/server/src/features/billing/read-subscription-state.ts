import { isPaidStatus, subscriptionStatuses, type SubscriptionState } from "@promptloom/contracts/billing";
import { planIds } from "@promptloom/contracts/plans";
import { desc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { profiles, subscriptions, type SubscriptionRow } from "../../db/schema/index.ts";

const toSubscription = (row: SubscriptionRow): NonNullable<SubscriptionState["subscription"]> => ({
  provider: row.provider === "stripe" ? "stripe" : "demo",
  plan: planIds.find((plan) => plan === row.plan) ?? null,
  status: subscriptionStatuses.find((status) => status === row.status) ?? "unpaid",
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/** The member's access and the subscription that matters: a live one first, else the latest. */
export const readSubscriptionState = async (db: Database, userId: string): Promise<SubscriptionState> => {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt));
  const all = rows.map(toSubscription);
  return {
    isPaid: Boolean(profile?.isPaid),
    refunded: Boolean(profile?.refunded),
    subscription: all.find((subscription) => isPaidStatus(subscription.status)) ?? all[0] ?? null,
  };
};
