import { billingMessages } from "@promptloom/contracts/billing";

import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { findCustomerId } from "./billing-customers.ts";

/** The provider's customer portal for the user, returning to the account screen. */
export const openPortal = async (options: {
  db: Database;
  payments: PaymentProvider;
  baseUrl: string;
  userId: string;
}): Promise<{ url: string }> => {
  const customerId = await findCustomerId(options.db, options.payments.name, options.userId);
  if (!customerId) throw AppError.notFound(billingMessages.noSubscription);
  return options.payments.createPortal({ customerId, returnUrl: new URL("/app/account", options.baseUrl).href });
};
