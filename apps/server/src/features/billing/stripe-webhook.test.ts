import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { processedWebhookEvents, profiles, subscriptions } from "../../db/schema/index.ts";
import { createStripePaymentProvider } from "../../providers/payments/stripe-payment-provider.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { startCheckout, stateOf } from "../../testing/demo-checkout-steps.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import {
  loopbackPrices,
  signedStripeEvent,
  startLoopbackStripe,
  type LoopbackStripe,
} from "../../testing/loopback-stripe.ts";

const webhookSecret = "whsec_test_promptloom";
let stripe: LoopbackStripe;

beforeAll(async () => {
  stripe = await startLoopbackStripe();
});
afterAll(() => stripe.close());

const testApp = useTestApp({
  payments: () =>
    createStripePaymentProvider({ secretKey: "sk_test_promptloom", webhookSecret, prices: {}, apiUrl: stripe.url }),
});

const deliver = (type: string, object: object, options: { id?: string; signatureSecret?: string } = {}) => {
  const { payload, signature } = signedStripeEvent({ type, object, secret: webhookSecret, ...options });
  return testApp()
    .client()
    .send("POST", "/api/webhooks/stripe", {
      body: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
};

const profileOf = async (userId: string) => {
  const [profile] = await testApp().db.select().from(profiles).where(eq(profiles.id, userId));
  return profile;
};

const sessionIdOf = (url: string) => url.split("/").at(-1) ?? "";

/** A member who checked out on Stripe and whose checkout.session.completed was delivered. */
const subscribedMember = async (plan: "monthly" | "yearly" = "monthly") => {
  const member = await testApp().as("unpaid");
  const checkout = await startCheckout(member, plan);
  const { session, subscription } = stripe.completeCheckout(sessionIdOf(checkout.url));
  expect((await deliver("checkout.session.completed", session)).status).toBe(200);
  return { member, session, subscription };
};

describe("checkout on Stripe", () => {
  it("creates a subscription-mode session with the plan's price found by lookup key and a reused customer", async () => {
    const member = await testApp().as("unpaid");
    const first = await startCheckout(member, "yearly");
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    await member.post("/api/functions/create-monthly-checkout");

    const created = stripe.requests.filter((request) => request.path === "/v1/customers");
    expect(created).toHaveLength(1);
    expect(created[0]?.params.get("metadata[userId]")).toBe(member.account.id);

    const [yearly, monthly] = [...stripe.sessions.values()].slice(-2);
    expect(yearly).toMatchObject({
      mode: "subscription",
      line_items_price: loopbackPrices.yearly.id,
      client_reference_id: member.account.id,
      success_url: `${testApp().baseUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${testApp().baseUrl}/payment-failure`,
    });
    expect(monthly).toMatchObject({ line_items_price: loopbackPrices.monthly.id, customer: yearly?.customer });
    const lookups = stripe.requests.filter((request) => request.path === "/v1/prices");
    expect(lookups[0]?.params.getAll("lookup_keys[0]")).toEqual(["promptloom_monthly"]);
  });

  it("sends a member with a live Stripe subscription to the customer portal", async () => {
    const { member } = await subscribedMember();
    const sessionsBefore = stripe.sessions.size;
    await testApp().db.update(profiles).set({ isPaid: false }).where(eq(profiles.id, member.account.id));
    const again = await startCheckout(member, "yearly");
    expect(again.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect((await profileOf(member.account.id))?.isPaid).toBe(true);
  });

  it("opens the customer portal, returning to the account screen", async () => {
    const { member } = await subscribedMember();
    const portal = await expectJson(member.api.functions["customer-portal"].$post());
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const request = stripe.requests.findLast((entry) => entry.path === "/v1/billing_portal/sessions");
    expect(request?.params.get("return_url")).toBe(`${testApp().baseUrl}/app/account`);
  });

  it("check-subscription reads the truth from Stripe even before any webhook", async () => {
    const member = await testApp().as("unpaid");
    const checkout = await startCheckout(member, "monthly");
    stripe.completeCheckout(sessionIdOf(checkout.url));
    expect(await stateOf(member)).toMatchObject({
      isPaid: true,
      subscription: { provider: "stripe", plan: "monthly" },
    });
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("refuses a bad signature with 400 and changes nothing", async () => {
    const member = await testApp().as("unpaid");
    const checkout = await startCheckout(member, "monthly");
    const { session } = stripe.completeCheckout(sessionIdOf(checkout.url));
    const forged = await deliver("checkout.session.completed", session, { signatureSecret: "whsec_someone_else" });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: { code: "bad_request", message: "Invalid signature" } });
    const unsigned = await testApp().client().post("/api/webhooks/stripe", { id: "evt_x", type: "invoice.paid" });
    expect(unsigned.status).toBe(400);
    expect(await testApp().db.select().from(processedWebhookEvents)).toHaveLength(0);
    expect((await profileOf(member.account.id))?.isPaid).toBe(false);
  });

  it("gives a session no say: only Stripe's signature counts", async () => {
    await expectAccess(
      testApp(),
      (client) => client.post("/api/webhooks/stripe", { id: "evt_x", type: "invoice.paid" }),
      {
        anonymous: 400,
        unpaid: 400,
        paid: 400,
        refunded: 400,
        admin: 400,
      },
    );
  });

  it("applies the same event once however often it is delivered", async () => {
    const member = await testApp().as("unpaid");
    const checkout = await startCheckout(member, "monthly");
    const { session, subscription } = stripe.completeCheckout(sessionIdOf(checkout.url));
    const id = "evt_test_once";
    // Stripe may deliver an event again while the first delivery is still being handled.
    const first = await Promise.all([1, 2, 3].map(() => deliver("checkout.session.completed", session, { id })));
    expect(first.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await profileOf(member.account.id))?.isPaid).toBe(true);
    expect(await testApp().db.select().from(processedWebhookEvents)).toHaveLength(1);

    // Stripe's side changes; a redelivery of the old event must not re-apply anything.
    stripe.updateSubscription(subscription.id, { status: "canceled" });
    const repeated = await Promise.all([1, 2].map(() => deliver("checkout.session.completed", session, { id })));
    expect(repeated.map((response) => response.status)).toEqual([200, 200]);
    expect((await profileOf(member.account.id))?.isPaid).toBe(true);
    expect(await testApp().db.select().from(processedWebhookEvents)).toHaveLength(1);
    expect(await testApp().db.select().from(subscriptions)).toHaveLength(1);
  });

  it("takes the state from Stripe, so events arriving out of order end right", async () => {
    const { member, subscription } = await subscribedMember();
    const stale = structuredClone(subscription);
    stripe.updateSubscription(subscription.id, { status: "canceled" });
    await deliver("customer.subscription.deleted", { ...subscription });
    // The older "updated" event arrives last, still saying active.
    await deliver("customer.subscription.updated", stale);
    expect((await profileOf(member.account.id))?.isPaid).toBe(false);
    expect(await stateOf(member)).toMatchObject({ subscription: { status: "canceled" } });
  });

  it("links a subscription created before its checkout is fulfilled once the checkout event comes", async () => {
    const member = await testApp().as("unpaid");
    const checkout = await startCheckout(member, "yearly");
    const { session, subscription } = stripe.completeCheckout(sessionIdOf(checkout.url));
    await deliver("customer.subscription.created", subscription);
    await deliver("invoice.paid", {
      id: "in_test_1",
      parent: { subscription_details: { subscription: subscription.id } },
    });
    await deliver("checkout.session.completed", session);
    const [row] = await testApp().db.select().from(subscriptions);
    expect(row).toMatchObject({ userId: member.account.id, plan: "yearly", status: "active", provider: "stripe" });
  });

  it("keeps access with a warning while a payment is past due, and ends it when Stripe gives up", async () => {
    const { member, subscription } = await subscribedMember();
    const invoice = { id: "in_test_2", parent: { subscription_details: { subscription: subscription.id } } };
    stripe.updateSubscription(subscription.id, { status: "past_due" });
    await deliver("invoice.payment_failed", invoice);
    expect(await stateOf(member)).toMatchObject({ isPaid: true, subscription: { status: "past_due" } });

    stripe.updateSubscription(subscription.id, { status: "unpaid" });
    await deliver("customer.subscription.updated", subscription);
    expect((await profileOf(member.account.id))?.isPaid).toBe(false);
  });

  it("records cancellation at period end, and ends access when the subscription is deleted", async () => {
    const { member, subscription } = await subscribedMember();
    stripe.updateSubscription(subscription.id, { cancel_at_period_end: true });
    await deliver("customer.subscription.updated", subscription);
    expect(await stateOf(member)).toMatchObject({ isPaid: true, subscription: { cancelAtPeriodEnd: true } });

    stripe.updateSubscription(subscription.id, { status: "canceled" });
    await deliver("customer.subscription.deleted", subscription);
    expect((await profileOf(member.account.id))?.isPaid).toBe(false);
  });

  it("a full refund marks the account refunded and cancels the subscription at Stripe", async () => {
    const { member, session, subscription } = await subscribedMember();
    const charge = stripe.addCharge({ customer: String(session.customer), refunded: true });
    expect((await deliver("charge.refunded", charge)).status).toBe(200);

    expect(
      stripe.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscription.id}`),
    ).toBe(true);
    expect(await profileOf(member.account.id)).toMatchObject({ isPaid: false, refunded: true });
    expect((await member.get("/api/saved-prompts")).body).toEqual({
      error: { code: "forbidden", message: "Your account has been refunded." },
    });
  });

  it("a partial refund changes nothing", async () => {
    const { member, session } = await subscribedMember();
    const charge = stripe.addCharge({ customer: String(session.customer), refunded: false, amountRefunded: 500 });
    await deliver("charge.refunded", charge);
    expect(await profileOf(member.account.id)).toMatchObject({ isPaid: true, refunded: false });
  });

  it("a dispute ends the subscription and blocks the account", async () => {
    const { member, session, subscription } = await subscribedMember();
    const charge = stripe.addCharge({ customer: String(session.customer), refunded: false });
    await deliver("charge.dispute.created", stripe.addDispute(charge.id));
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe("canceled");
    expect(await profileOf(member.account.id)).toMatchObject({ isPaid: false, refunded: true });
  });

  it("answers 200 to events it does not act on", async () => {
    const response = await deliver("customer.created", { id: "cus_test_other", object: "customer" });
    expect(response.status).toBe(200);
    expect(await testApp().db.select().from(processedWebhookEvents)).toHaveLength(1);
  });

  it("creates the account of a guest who paid and e-mails a set-password link", async () => {
    const visitor = testApp().client();
    const checkout = await expectJson(
      visitor.api.functions["create-monthly-checkout-guest"].$post({
        json: { email: "guest@example.test", userId: null },
      }),
    );
    const { session } = stripe.completeCheckout(sessionIdOf(checkout.url));
    expect(session.customer_email).toBe("guest@example.test");
    await deliver("checkout.session.completed", session);

    const mails = testApp().mail.sentTo("guest@example.test");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Welcome to Promptloom: set your password",
      "Welcome to Promptloom: your receipt",
    ]);
    const [row] = await testApp().db.select().from(subscriptions);
    expect(await profileOf(row?.userId ?? "")).toMatchObject({ isPaid: true, fullName: "Paying Customer" });
  });
});
