import { isPaidStatus, subscriptionStatuses, type SubscriptionState } from "@promptloom/contracts/billing";
import { planIds } from "@promptloom/contracts/plans";
import { desc, eq } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { profiles, subscriptions, type SubscriptionRow } from "../../db/schema/index.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { applySubscription } from "./apply-subscription.ts";
import { findCustomerId } from "./billing-customers.ts";

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

/**
 * Re-reads the user's subscriptions from the provider and stores them, so the paid flag is right
 * even before (or without) the provider's webhook. Provider trouble leaves the stored state.
 */
export const syncSubscriptions = async (options: {
  db: Database;
  payments: PaymentProvider;
  userId: string;
  logger: Logger;
}): Promise<SubscriptionState> => {
  const { db, payments, userId } = options;
  const customerId = await findCustomerId(db, payments.name, userId);
  if (customerId) {
    try {
      const current = await payments.listSubscriptions(customerId);
      await db.transaction(async (tx) => {
        for (const subscription of current) {
          await applySubscription({ db: tx, userId, provider: payments.name, subscription });
        }
      });
    } catch (error) {
      options.logger.warn({ err: error }, "could not refresh subscriptions from the payment provider");
    }
  }
  return readSubscriptionState(db, userId);
};
