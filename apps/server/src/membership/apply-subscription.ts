import { paidStatuses } from "@promptloom/contracts/billing";
import { and, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { profiles, subscriptions } from "../db/schema/index.ts";
import { publishUserEvent } from "../lib/realtime/user-events.ts";
import type { ProviderSubscription } from "../providers/payments/payment-provider.ts";

const isLive = (status: string) => (paidStatuses as readonly string[]).includes(status);

/**
 * profiles.is_paid follows the user's subscriptions: paid while any of them grants access, or
 * while an admin has given access by hand. When access ends this way (not by a refund) the
 * member's open pages are told, once the change is committed.
 */
export const refreshPaidFlag = async (db: Database, userId: string): Promise<void> => {
  const [before] = await db.select({ isPaid: profiles.isPaid }).from(profiles).where(eq(profiles.id, userId));
  const [live] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, paidStatuses)))
    .limit(1);
  const [after] = await db
    .update(profiles)
    .set({ isPaid: sql`${Boolean(live)} or ${profiles.paidByHand}`, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning({ isPaid: profiles.isPaid, refunded: profiles.refunded });
  if (before?.isPaid && after && !after.isPaid && !after.refunded) {
    await publishUserEvent(db, userId, { type: "access", data: { status: "ended" } });
  }
};

/**
 * Stores the provider's current view of one subscription for a user and brings the user's paid
 * flag in line with it. Callers pass state they have just re-read from the provider.
 */
export const applySubscription = async (options: {
  db: Database;
  userId: string;
  provider: string;
  subscription: ProviderSubscription;
}): Promise<void> => {
  const { db, userId, provider, subscription } = options;
  const values = {
    plan: subscription.plan,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    providerCustomerId: subscription.customerId,
  };
  const isEnded = !isLive(subscription.status);
  await db
    .insert(subscriptions)
    .values({
      userId,
      provider,
      providerSubscriptionId: subscription.id,
      ...values,
      endedAt: isEnded ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        ...values,
        // The first moment it stopped granting access is kept; a resumed subscription clears it.
        endedAt: isEnded ? sql`coalesce(${subscriptions.endedAt}, now())` : null,
        updatedAt: sql`now()`,
      },
    });
  await refreshPaidFlag(db, userId);
};
