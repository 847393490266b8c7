import { isPaidStatus } from "@promptloom/contracts/billing";
import { planIds } from "@promptloom/contracts/plans";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { processedWebhookEvents, profiles, subscriptions, user } from "../../db/schema/index.ts";
import { applySubscription } from "../../membership/apply-subscription.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import type {
  BillingEvent,
  CompletedCheckout,
  PaymentProvider,
  ProviderSubscription,
} from "../../providers/payments/payment-provider.ts";
import { findUserIdByCustomer, linkCustomer } from "./billing-customers.ts";
import { renderLifecycleMail, type LifecycleMail } from "./emails/lifecycle-emails.tsx";
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
  | { kind: "revoked"; reason: "refund" | "dispute"; customerId: string; subscriptions: ProviderSubscription[] }
  | { kind: "nothing" };

/** Refunds and disputes end every live subscription of the customer at once. */
const revokeCustomer = async (
  payments: PaymentProvider,
  customerId: string,
  reason: "refund" | "dispute",
): Promise<Facts> => {
  const all = await payments.listSubscriptions(customerId);
  const ended: ProviderSubscription[] = [];
  for (const subscription of all) {
    ended.push(
      isPaidStatus(subscription.status) ? await payments.cancelSubscriptionNow(subscription.id) : subscription,
    );
  }
  return { kind: "revoked", reason, customerId, subscriptions: ended };
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
      return revokeCustomer(payments, charge.customerId, "refund");
    }
    case "dispute-opened": {
      const customerId = await payments.retrieveDisputeCustomer(effect.disputeId);
      return customerId ? revokeCustomer(payments, customerId, "dispute") : { kind: "nothing" };
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
/** A lifecycle e-mail to send once the change it reports is stored. */
type Notice = { userId: string; mail: LifecycleMail };
type Outcome = { welcome: Welcome; notices: Notice[] };

const storedSubscription = async (db: Database, provider: string, subscriptionId: string) => {
  const [row] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscriptionId)));
  return row ?? null;
};

/** What a member hears about a subscription going from what we stored to what the provider says now. */
const noticesForChange = (
  before: Awaited<ReturnType<typeof storedSubscription>>,
  after: ProviderSubscription,
): LifecycleMail[] => {
  // A subscription seen for the first time is announced by its checkout's welcome.
  if (!before) return [];
  const wasLive = isPaidStatus(before.status);
  const isLive = isPaidStatus(after.status);
  if (wasLive && !isLive) {
    const reason = after.status === "canceled" && before.cancelAtPeriodEnd ? "period-over" : "not-paid";
    return [{ kind: "access-ended", plan: after.plan, reason }];
  }
  if (!isLive) return [];
  const notices: LifecycleMail[] = [];
  if (after.plan && before.plan !== after.plan) {
    const from = planIds.find((plan) => plan === before.plan) ?? null;
    notices.push({ kind: "plan-changed", from, to: after.plan, renewsAt: after.currentPeriodEnd });
  }
  if (after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
    notices.push({ kind: "cancellation-confirmed", plan: after.plan, accessUntil: after.currentPeriodEnd });
  }
  if (after.status === "past_due" && before.status !== "past_due") {
    notices.push({ kind: "payment-failed", plan: after.plan });
  }
  return notices;
};

/** Stores one subscription and answers the e-mails its change calls for. */
const applyAndNotice = async (db: Database, userId: string, provider: string, subscription: ProviderSubscription) => {
  const before = await storedSubscription(db, provider, subscription.id);
  await applySubscription({ db, userId, provider, subscription });
  return noticesForChange(before, subscription).map((mail) => ({ userId, mail }));
};

const nothing: Outcome = { welcome: null, notices: [] };

/** Writes what the provider said; returns the e-mails to send once it is stored. */
const applyFacts = async (db: Database, provider: string, facts: Facts): Promise<Outcome> => {
  if (facts.kind === "checkout") {
    const owner = await resolveCheckoutUser(db, provider, facts.checkout);
    if (!owner) return nothing;
    await linkCustomer(db, provider, owner.userId, facts.checkout.customerId);
    await applySubscription({ db, userId: owner.userId, provider, subscription: facts.subscription });
    const { plan, currentPeriodEnd } = facts.subscription;
    const notices: Notice[] = plan
      ? [{ userId: owner.userId, mail: { kind: "welcome", plan, paidAt: new Date(), renewsAt: currentPeriodEnd } }]
      : [];
    const welcome = owner.setPasswordToken
      ? { email: facts.checkout.email ?? "", token: owner.setPasswordToken }
      : null;
    return { welcome, notices };
  }
  if (facts.kind === "subscription") {
    // Before its checkout is fulfilled a subscription may belong to no known user yet; the
    // checkout event applies it then.
    const userId = await findUserIdByCustomer(db, provider, facts.subscription.customerId);
    if (!userId) return nothing;
    return { welcome: null, notices: await applyAndNotice(db, userId, provider, facts.subscription) };
  }
  if (facts.kind === "revoked") {
    const userId = await findUserIdByCustomer(db, provider, facts.customerId);
    if (!userId) return nothing;
    // Marked refunded first: the access it ends is a refund's, not a lapsed subscription's.
    const [before] = await db.select({ refunded: profiles.refunded }).from(profiles).where(eq(profiles.id, userId));
    await db
      .update(profiles)
      .set({ refunded: true, refundedAt: sql`coalesce(${profiles.refundedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    for (const subscription of facts.subscriptions) {
      await applySubscription({ db, userId, provider, subscription });
    }
    const refundNews = facts.reason === "refund" && !before?.refunded;
    return { welcome: null, notices: refundNews ? [{ userId, mail: { kind: "refund-processed" } }] : [] };
  }
  return nothing;
};

/** Renders and sends the lifecycle e-mails; a failure is logged, never undoes the stored change. */
const sendNotices = async (context: BillingContext, notices: Notice[]) => {
  for (const notice of notices) {
    try {
      const [recipient] = await context.db
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, notice.userId));
      if (!recipient) continue;
      const message = await renderLifecycleMail(notice.mail, {
        to: recipient.email,
        name: recipient.name || null,
        baseUrl: context.baseUrl,
      });
      await context.mail.send(message);
    } catch (error) {
      context.logger.error({ err: error, kind: notice.mail.kind }, "lifecycle e-mail failed");
    }
  }
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
    if (!recorded) return { applied: false, ...nothing };

    return { applied: true, ...(await applyFacts(tx, payments.name, facts)) };
  });

  if (outcome.welcome) {
    await context.mail
      .send(composeSetPasswordMail({ baseUrl: context.baseUrl, ...outcome.welcome }))
      .catch((error: unknown) => context.logger.error({ err: error }, "set-password e-mail failed"));
  }
  await sendNotices(context, outcome.notices);
  return { applied: outcome.applied };
};
