import { paidStatuses } from "@promptloom/contracts/billing";
import { and, eq, inArray } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { subscriptions } from "../db/schema/index.ts";
import { AppError } from "../http/app-error.ts";
import type { PaymentProvider, ProviderSubscription } from "../providers/payments/payment-provider.ts";

export const providerRefused =
  "The payment provider could not cancel the subscription, so nothing was changed. Please try again.";

/**
 * Ends the user's live subscriptions at the payment provider now, so nobody is billed again, and
 * answers with the provider's view of each to store. Runs outside any transaction (network calls);
 * if the provider refuses, it throws a 503 and the caller changes nothing.
 */
export const cancelLiveSubscriptions = async (options: {
  db: Database;
  payments: PaymentProvider;
  userId: string;
}): Promise<ProviderSubscription[]> => {
  const { db, payments, userId } = options;
  const live = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, payments.name),
        inArray(subscriptions.status, paidStatuses),
      ),
    );
  const ended: ProviderSubscription[] = [];
  try {
    for (const subscription of live) ended.push(await payments.cancelSubscriptionNow(subscription.id));
  } catch (error) {
    throw new AppError("service_unavailable", 503, providerRefused, {}, { cause: error });
  }
  return ended;
};
