import { isPaidStatus } from "@promptloom/contracts/billing";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { processedWebhookEvents, profiles, user } from "../../db/schema/index.ts";
import { applySubscription } from "../../membership/apply-subscription.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import type {
  BillingEvent,
  CompletedCheckout,
  PaymentProvider,
  ProviderSubscription,
} from "../../providers/payments/payment-provider.ts";
import { findUserIdByCustomer, linkCustomer } from "./billing-customers.ts";
import { findOrCreateAccountForEmail } from "./find-or-create-account-for-email.ts";
import { composeSetPasswordMail } from "./set-password-mail.ts";

export type BillingContext = {
  db: Database;
  payments: PaymentProvider;
  mail: MailProvider;
  baseUrl: string;
  logger: Logger;
};

/** What the provider says now, gathered before the transaction so no network call holds it open. */
type Facts =
  | { kind: "checkout"; checkout: CompletedCheckout; subscription: ProviderSubscription }
  | { kind: "subscription"; subscription: ProviderSubscription }
  | { kind: "revoked"; customerId: string; subscriptions: ProviderSubscription[] }
  | { kind: "nothing" };

/** Refunds and disputes end every live subscription of the customer at once. */
const revokeCustomer = async (payments: PaymentProvider, customerId: string): Promise<Facts> => {
  const all = await payments.listSubscriptions(customerId);
  const ended: ProviderSubscription[] = [];
  for (const subscription of all) {
    ended.push(
      isPaidStatus(subscription.status) ? await payments.cancelSubscriptionNow(subscription.id) : subscription,
    );
  }
  return { kind: "revoked", customerId, subscriptions: ended };
};

const gatherFacts = async (payments: PaymentProvider, event: BillingEvent): Promise<Facts> => {
  const { effect } = event;
  switch (effect.kind) {
    case "checkout-completed": {
      const checkout = await payments.retrieveCheckout(effect.checkoutId);
      if (!checkout) return { kind: "nothing" };
      return { kind: "checkout", checkout, subscription: await payments.retrieveSubscription(checkout.subscriptionId) };
    }
    case "subscription-changed":
      return { kind: "subscription", subscription: await payments.retrieveSubscription(effect.subscriptionId) };
    case "charge-refunded": {
      const charge = await payments.retrieveCharge(effect.chargeId);
      // A partial refund is a goodwill credit; only a full refund ends the membership.
      if (!charge.fullyRefunded || !charge.customerId) return { kind: "nothing" };
      return revokeCustomer(payments, charge.customerId);
    }
    case "dispute-opened": {
      const customerId = await payments.retrieveDisputeCustomer(effect.disputeId);
      return customerId ? revokeCustomer(payments, customerId) : { kind: "nothing" };
    }
    case "none":
      return { kind: "nothing" };
  }
};

/** The account a paid checkout belongs to: the one that started it, the customer's, the e-mail's, or a new one. */
const resolveCheckoutUser = async (db: Database, provider: string, checkout: CompletedCheckout) => {
  if (checkout.userId) {
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, checkout.userId));
    if (row) return { userId: row.id, setPasswordToken: null };
  }
  const linked = await findUserIdByCustomer(db, provider, checkout.customerId);
  if (linked) return { userId: linked, setPasswordToken: null };
  if (!checkout.email) return null;
  return findOrCreateAccountForEmail({ db, email: checkout.email, name: checkout.name });
};

type Welcome = { email: string; token: string } | null;

/** Writes what the provider said; returns the set-password e-mail to send when an account was created. */
const applyFacts = async (db: Database, provider: string, facts: Facts): Promise<Welcome> => {
  if (facts.kind === "checkout") {
    const owner = await resolveCheckoutUser(db, provider, facts.checkout);
    if (!owner) return null;
    await linkCustomer(db, provider, owner.userId, facts.checkout.customerId);
    await applySubscription({ db, userId: owner.userId, provider, subscription: facts.subscription });
    return owner.setPasswordToken ? { email: facts.checkout.email ?? "", token: owner.setPasswordToken } : null;
  }
  if (facts.kind === "subscription") {
    // Before its checkout is fulfilled a subscription may belong to no known user yet; the
    // checkout event applies it then.
    const userId = await findUserIdByCustomer(db, provider, facts.subscription.customerId);
    if (userId) await applySubscription({ db, userId, provider, subscription: facts.subscription });
    return null;
  }
  if (facts.kind === "revoked") {
    const userId = await findUserIdByCustomer(db, provider, facts.customerId);
    if (!userId) return null;
    for (const subscription of facts.subscriptions) {
      await applySubscription({ db, userId, provider, subscription });
    }
    await db
      .update(profiles)
      .set({ refunded: true, refundedAt: sql`coalesce(${profiles.refundedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
  }
  return null;
};

/**
 * Applies one provider event exactly once: the event id is recorded in the same transaction as
 * its effect, so a redelivered event changes nothing. Effects are computed from state re-read
 * from the provider, so events may arrive in any order.
 */
export const processBillingEvent = async (
  context: BillingContext,
  event: BillingEvent,
): Promise<{ applied: boolean }> => {
  const { db, payments } = context;
  const [seen] = await db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.id, event.id));
  if (seen) return { applied: false };

  const facts = await gatherFacts(payments, event);
  const outcome = await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, provider: payments.name, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (!recorded) return { applied: false, welcome: null };

    return { applied: true, welcome: await applyFacts(tx, payments.name, facts) };
  });

  if (outcome.welcome) {
    await context.mail
      .send(composeSetPasswordMail({ baseUrl: context.baseUrl, ...outcome.welcome }))
      .catch((error: unknown) => context.logger.error({ err: error }, "set-password e-mail failed"));
  }
  return { applied: outcome.applied };
};
