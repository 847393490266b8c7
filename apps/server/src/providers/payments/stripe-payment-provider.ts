import { subscriptionStatuses, type SubscriptionStatus } from "@promptloom/contracts/billing";
import Stripe from "stripe";

import {
  hasEnded,
  WebhookSignatureError,
  type BillingEffect,
  type PaymentProvider,
  type ProviderSubscription,
} from "./payment-provider.ts";
import { createPriceResolver, type PriceOverrides } from "./stripe-prices.ts";

/** Pinned so Stripe's objects keep the shape this code reads, whatever the account's default. */
export const STRIPE_API_VERSION = "2026-10-28.endive";

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  prices: PriceOverrides;
  /** Another API address (a local mock); Stripe's own by default. */
  apiUrl?: string | undefined;
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const createClient = (options: StripeProviderOptions) => {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    // A member waits on these calls: better a clear failure than Stripe's 80 s default.
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
};

/** A status newer than this code grants no access until the code learns it. */
const toStatus = (status: string): SubscriptionStatus =>
  subscriptionStatuses.find((known) => known === status) ?? "unpaid";

/** Which events we act on and what each asks us to re-read. Everything else is acknowledged and ignored. */
const effectOf = (event: Stripe.Event): BillingEffect => {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return { kind: "checkout-completed", checkoutId: event.data.object.id };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      return { kind: "subscription-changed", subscriptionId: event.data.object.id };
    case "invoice.paid":
    case "invoice.payment_failed": {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      return subscriptionId ? { kind: "subscription-changed", subscriptionId } : { kind: "none" };
    }
    case "charge.refunded":
      return { kind: "charge-refunded", chargeId: event.data.object.id };
    case "charge.dispute.created":
      return { kind: "dispute-opened", disputeId: event.data.object.id };
    default:
      return { kind: "none" };
  }
};

export const createStripePaymentProvider = (options: StripeProviderOptions): PaymentProvider => {
  const stripe = createClient(options);
  const prices = createPriceResolver(stripe, options.prices);

  const toSubscription = async (subscription: Stripe.Subscription): Promise<ProviderSubscription> => {
    const items = subscription.items.data;
    const periodEnds = items.map((item) => item.current_period_end);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? "",
      status: toStatus(subscription.status),
      plan: await prices.planFor(items[0]?.price, subscription.metadata.plan),
      currentPeriodEnd: periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    };
  };

  return {
    name: "stripe",

    createCustomer: async ({ email, name, userId }) => {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        // Two checkouts started at once still make one customer.
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    createCheckout: async (request) => {
      const metadata = { plan: request.plan, ...(request.userId ? { userId: request.userId } : {}) };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: await prices.priceIdFor(request.plan), quantity: 1 }],
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        ...(request.userId ? { client_reference_id: request.userId } : {}),
        success_url: `${request.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: request.cancelUrl,
        metadata,
        subscription_data: { metadata },
        allow_promotion_codes: true,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { url: session.url };
    },

    createPortal: async ({ customerId, returnUrl }) => {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    retrieveCheckout: async (checkoutId) => {
      const session = await stripe.checkout.sessions.retrieve(checkoutId);
      const customerId = idOf(session.customer);
      const subscriptionId = idOf(session.subscription);
      const isPaid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
      if (session.mode !== "subscription" || session.status !== "complete" || !isPaid) return null;
      if (!customerId || !subscriptionId) return null;
      return {
        customerId,
        subscriptionId,
        email: session.customer_details?.email ?? session.customer_email ?? null,
        name: session.customer_details?.name ?? null,
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      };
    },

    retrieveSubscription: async (subscriptionId) => toSubscription(await stripe.subscriptions.retrieve(subscriptionId)),

    listSubscriptions: async (customerId) => {
      const page = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
      return Promise.all(page.data.map(toSubscription));
    },

    cancelSubscriptionNow: async (subscriptionId) => {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (hasEnded(toStatus(current.status))) return toSubscription(current);
      return toSubscription(await stripe.subscriptions.cancel(subscriptionId));
    },

    retrieveCharge: async (chargeId) => {
      const charge = await stripe.charges.retrieve(chargeId);
      return { customerId: idOf(charge.customer), fullyRefunded: charge.refunded };
    },

    retrieveDisputeCustomer: async (disputeId) => {
      const dispute = await stripe.disputes.retrieve(disputeId, { expand: ["charge"] });
      return typeof dispute.charge === "string" ? null : idOf(dispute.charge.customer);
    },

    parseWebhook: async (rawBody, signature) => {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? "", options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
      return { id: event.id, type: event.type, effect: effectOf(event) };
    },
  };
};
