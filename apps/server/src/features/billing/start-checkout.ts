import { authMessages } from "@promptloom/contracts/auth";
import { isPaidStatus } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";

import type { SessionUser } from "../../auth/session-user.ts";
import { findProfile } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { applySubscription } from "../../membership/apply-subscription.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { findCustomerId, findOrCreateCustomerId } from "./billing-customers.ts";
import { openPortal } from "./open-portal.ts";

type CheckoutOptions = { db: Database; payments: PaymentProvider; baseUrl: string; plan: PlanId };

const urls = (baseUrl: string) => ({
  successUrl: new URL("/payment-success", baseUrl).href,
  cancelUrl: new URL("/payment-failure", baseUrl).href,
});

/**
 * A checkout for a signed-in user. Someone whose subscription is still live at the provider is
 * sent to the customer portal instead, so nobody is charged twice.
 */
export const startMemberCheckout = async (options: CheckoutOptions & { user: SessionUser }) => {
  const { db, payments, user } = options;
  const profile = await findProfile(db, user.id);
  if (!profile || profile.refunded) throw AppError.forbidden(authMessages.accountInactive);

  const existing = await findCustomerId(db, payments.name, user.id);
  if (existing) {
    const live = (await payments.listSubscriptions(existing)).filter((subscription) =>
      isPaidStatus(subscription.status),
    );
    if (live.length > 0) {
      for (const subscription of live) {
        await applySubscription({ db, userId: user.id, provider: payments.name, subscription });
      }
      return openPortal({ db, payments, baseUrl: options.baseUrl, userId: user.id });
    }
  }
  // Access granted without a subscription (an admin's grant) needs no payment either.
  if (profile.isPaid) throw AppError.conflict("Your account already has full access.");

  const customerId = existing ?? (await findOrCreateCustomerId({ db, payments, user }));
  return payments.createCheckout({
    plan: options.plan,
    customerId,
    email: user.email,
    userId: user.id,
    ...urls(options.baseUrl),
  });
};

/** A checkout for an e-mail with no account yet; the paid checkout creates the account. */
export const startGuestCheckout = (options: CheckoutOptions & { email: string }) =>
  options.payments.createCheckout({
    plan: options.plan,
    customerId: null,
    email: options.email,
    userId: null,
    ...urls(options.baseUrl),
  });
