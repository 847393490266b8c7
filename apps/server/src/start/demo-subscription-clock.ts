import type { Providers } from "../app-deps.ts";
import type { Database } from "../db/client.ts";
import { DEMO_SETTLE_INTERVAL_MS, settleDemoSubscriptions } from "../features/billing/settle-demo-subscriptions.ts";
import type { Logger } from "../logger.ts";
import { isDemoPaymentProvider } from "../providers/payments/demo-payment-provider.ts";

/**
 * The demo provider has no outside clock: renew or end its subscriptions as periods pass. Returns
 * how to stop it (nothing to stop with a real provider).
 */
export const startDemoSubscriptionClock = (options: {
  db: Database;
  providers: Pick<Providers, "payments" | "mail">;
  baseUrl: string;
  logger: Logger;
}): (() => void) => {
  const { db, providers, baseUrl, logger } = options;
  const payments = providers.payments;
  if (!isDemoPaymentProvider(payments)) return () => undefined;
  const clock = setInterval(() => {
    settleDemoSubscriptions({ db, payments, mail: providers.mail, baseUrl, logger }).catch((error: unknown) =>
      logger.error({ err: error }, "demo subscriptions could not be settled"),
    );
  }, DEMO_SETTLE_INTERVAL_MS).unref();
  return () => clearInterval(clock);
};
