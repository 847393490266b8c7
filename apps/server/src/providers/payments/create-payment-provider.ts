import type { Database } from "../../db/client.ts";
import { createDemoPaymentProvider } from "./demo-payment-provider.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripePaymentProvider } from "./stripe-payment-provider.ts";

export type PaymentsConfig =
  | { provider: "demo" }
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      prices: { monthly?: string | undefined; yearly?: string | undefined };
      apiUrl?: string | undefined;
    };

/** The one place that picks the payment provider, once, at start-up. */
export const createPaymentProvider = (options: {
  config: PaymentsConfig;
  db: Database;
  baseUrl: string;
}): PaymentProvider => {
  const { config } = options;
  if (config.provider === "demo") return createDemoPaymentProvider({ db: options.db, baseUrl: options.baseUrl });
  const prices = Object.fromEntries(Object.entries(config.prices).filter(([, value]) => value !== undefined));
  return createStripePaymentProvider({
    secretKey: config.secretKey,
    webhookSecret: config.webhookSecret,
    prices,
    apiUrl: config.apiUrl,
  });
};
