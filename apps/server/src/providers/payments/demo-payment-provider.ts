import { randomBytes } from "node:crypto";

import { paidStatuses, type DemoCheckout } from "@promptloom/contracts/billing";
import { planIds, type PlanId } from "@promptloom/contracts/plans";
import { and, desc, eq, inArray, lte } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { demoCheckoutSessions, demoSubscriptions, type DemoSubscriptionRow } from "../../db/schema/index.ts";
import {
  hasEnded,
  WebhookSignatureError,
  type BillingEvent,
  type PaymentProvider,
  type ProviderSubscription,
} from "./payment-provider.ts";

const newId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString("hex")}`;

const toPlan = (value: string): PlanId => planIds.find((plan) => plan === value) ?? "monthly";

/** The end of one billing period that starts at `from`. */
export const addPeriod = (from: Date, plan: PlanId): Date => {
  const end = new Date(from);
  if (plan === "yearly") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

const toSubscription = (row: DemoSubscriptionRow): ProviderSubscription => ({
  id: row.id,
  customerId: row.customerId,
  status: row.status,
  plan: toPlan(row.plan),
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

const event = (type: string, effect: BillingEvent["effect"]): BillingEvent => ({ id: newId("evt"), type, effect });

export type DemoPaymentProvider = PaymentProvider & {
  readonly name: "demo";
  findCheckout(checkoutId: string): Promise<DemoCheckout | null>;
  /** Pay: opens the subscription and reports it as Stripe's checkout.session.completed would. */
  payCheckout(checkoutId: string): Promise<{ event: BillingEvent | null; url: string } | null>;
  cancelCheckout(checkoutId: string): Promise<{ url: string } | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<BillingEvent>;
  switchPlan(subscriptionId: string, plan: PlanId): Promise<BillingEvent>;
  /** Renews subscriptions whose period is over, or ends those set to cancel: what Stripe's clock does. */
  settleDueSubscriptions(now: Date): Promise<BillingEvent[]>;
};

/**
 * The embedded payment provider: a local checkout page and portal whose outcomes go through the
 * same fulfilment as Stripe's webhooks. It takes no money.
 */
export const createDemoPaymentProvider = (options: { db: Database; baseUrl: string }): DemoPaymentProvider => {
  const { db, baseUrl } = options;

  const findSubscription = async (subscriptionId: string) => {
    const [row] = await db.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, subscriptionId));
    if (!row) throw new Error(`No such demo subscription: ${subscriptionId}`);
    return row;
  };

  const updateSubscription = async (subscriptionId: string, values: Partial<DemoSubscriptionRow>) => {
    const [row] = await db
      .update(demoSubscriptions)
      .set(values)
      .where(eq(demoSubscriptions.id, subscriptionId))
      .returning();
    if (!row) throw new Error(`No such demo subscription: ${subscriptionId}`);
    return row;
  };

  const findSession = async (checkoutId: string) => {
    const [row] = await db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, checkoutId));
    return row ?? null;
  };

  return {
    name: "demo",

    createCustomer: () => Promise.resolve(newId("cus")),

    createCheckout: async (request) => {
      const id = newId("cs");
      await db.insert(demoCheckoutSessions).values({
        id,
        customerId: request.customerId,
        userId: request.userId,
        email: request.email,
        plan: request.plan,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { url: new URL(`/demo/checkout/${id}`, baseUrl).href };
    },

    createPortal: () => Promise.resolve({ url: new URL("/demo/portal", baseUrl).href }),

    retrieveCheckout: async (checkoutId) => {
      const session = await findSession(checkoutId);
      if (session?.status !== "complete" || !session.customerId || !session.subscriptionId) return null;
      return {
        customerId: session.customerId,
        subscriptionId: session.subscriptionId,
        email: session.email,
        name: null,
        userId: session.userId,
      };
    },

    retrieveSubscription: async (subscriptionId) => toSubscription(await findSubscription(subscriptionId)),

    listSubscriptions: async (customerId) => {
      const rows = await db
        .select()
        .from(demoSubscriptions)
        .where(eq(demoSubscriptions.customerId, customerId))
        .orderBy(desc(demoSubscriptions.createdAt));
      return rows.map(toSubscription);
    },

    cancelSubscriptionNow: async (subscriptionId) => {
      const current = await findSubscription(subscriptionId);
      if (hasEnded(toSubscription(current).status)) return toSubscription(current);
      return toSubscription(await updateSubscription(subscriptionId, { status: "canceled", cancelAtPeriodEnd: false }));
    },

    retrieveCharge: () => Promise.resolve({ customerId: null, fullyRefunded: false }),
    retrieveDisputeCustomer: () => Promise.resolve(null),

    parseWebhook: () => Promise.reject(new WebhookSignatureError("The demo payment provider sends no webhooks")),

    findCheckout: async (checkoutId) => {
      const session = await findSession(checkoutId);
      if (!session) return null;
      const status = session.status === "complete" || session.status === "expired" ? session.status : "open";
      return { id: session.id, plan: toPlan(session.plan), email: session.email, status };
    },

    payCheckout: async (checkoutId) => {
      const session = await findSession(checkoutId);
      if (!session || session.status === "expired") return null;
      const url = `${session.successUrl}?session_id=${session.id}`;
      if (session.status === "complete") return { event: null, url };

      const plan = toPlan(session.plan);
      const customerId = session.customerId ?? newId("cus");
      const subscriptionId = newId("sub");
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.insert(demoSubscriptions).values({
          id: subscriptionId,
          customerId,
          plan,
          status: "active",
          currentPeriodEnd: addPeriod(now, plan),
        });
        await tx
          .update(demoCheckoutSessions)
          .set({ status: "complete", customerId, subscriptionId })
          .where(eq(demoCheckoutSessions.id, checkoutId));
      });
      return { event: event("checkout.session.completed", { kind: "checkout-completed", checkoutId }), url };
    },

    cancelCheckout: async (checkoutId) => {
      const session = await findSession(checkoutId);
      if (!session) return null;
      if (session.status === "open") {
        await db.update(demoCheckoutSessions).set({ status: "expired" }).where(eq(demoCheckoutSessions.id, checkoutId));
      }
      return { url: session.cancelUrl };
    },

    setCancelAtPeriodEnd: async (subscriptionId, cancel) => {
      await updateSubscription(subscriptionId, { cancelAtPeriodEnd: cancel });
      return event("customer.subscription.updated", { kind: "subscription-changed", subscriptionId });
    },

    switchPlan: async (subscriptionId, plan) => {
      // A switch starts a new period on the new plan, as an immediate Stripe plan change with
      // billing cycle reset would.
      await updateSubscription(subscriptionId, { plan, currentPeriodEnd: addPeriod(new Date(), plan) });
      return event("customer.subscription.updated", { kind: "subscription-changed", subscriptionId });
    },

    settleDueSubscriptions: async (now) => {
      const due = await db
        .select()
        .from(demoSubscriptions)
        .where(and(inArray(demoSubscriptions.status, paidStatuses), lte(demoSubscriptions.currentPeriodEnd, now)));
      const events: BillingEvent[] = [];
      for (const row of due) {
        if (row.cancelAtPeriodEnd) {
          await updateSubscription(row.id, { status: "canceled" });
          events.push(event("customer.subscription.deleted", { kind: "subscription-changed", subscriptionId: row.id }));
          continue;
        }
        let periodEnd = row.currentPeriodEnd;
        while (periodEnd <= now) periodEnd = addPeriod(periodEnd, toPlan(row.plan));
        await updateSubscription(row.id, { currentPeriodEnd: periodEnd });
        events.push(event("invoice.paid", { kind: "subscription-changed", subscriptionId: row.id }));
      }
      return events;
    },
  };
};

export const isDemoPaymentProvider = (provider: PaymentProvider): provider is DemoPaymentProvider =>
  provider.name === "demo";
