import type { SubscriptionState } from "@promptloom/contracts/billing";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { applySubscription } from "../../membership/apply-subscription.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { findCustomerId } from "./billing-customers.ts";
import { readSubscriptionState } from "./read-subscription-state.ts";

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
