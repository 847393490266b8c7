import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { processedWebhookEvents } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { isDemoPaymentProvider } from "../../providers/payments/demo-payment-provider.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { stateOf, subscribe } from "../../testing/demo-checkout-steps.ts";
import { openEventStream } from "../../testing/event-stream-client.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { settleDemoSubscriptions } from "./settle-demo-subscriptions.ts";

const testApp = useTestApp();

describe("customer-portal", () => {
  it("opens the portal for a member with a subscription", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member);
    const portal = await expectJson(member.api.functions["customer-portal"].$post());
    expect(portal).toEqual({ url: `${testApp().baseUrl}/demo/portal` });
  });

  it("answers 404 with the reason when there is nothing to manage", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/functions/customer-portal"), {
      anonymous: 401,
      unpaid: 404,
      paid: 404,
      refunded: 403,
      admin: 404,
    });
    const member = await testApp().as("unpaid");
    expect((await member.post("/api/functions/customer-portal")).body).toEqual({
      error: { code: "not_found", message: "You have no subscription to manage yet." },
    });
  });
});

describe("check-subscription", () => {
  it("reports access and no subscription for an account that never paid", async () => {
    const member = await testApp().as("unpaid");
    expect(await stateOf(member)).toEqual({ isPaid: false, refunded: false, subscription: null });
  });

  it("answers every signed-in account", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/functions/check-subscription"), {
      anonymous: 401,
      unpaid: 200,
      paid: 200,
      refunded: 200,
      admin: 200,
    });
  });
});

describe("the demo portal", () => {
  it("cancels at period end: access stays until the period is over, then ends", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member);
    const cancelled = await expectJson(member.api.billing.demo.portal.cancel.$post());
    expect(cancelled).toMatchObject({ isPaid: true, subscription: { status: "active", cancelAtPeriodEnd: true } });

    const periodEnd = Date.parse(cancelled.subscription?.currentPeriodEnd ?? "");
    const payments = testApp().payments;
    if (!isDemoPaymentProvider(payments)) throw new Error("the test app runs the demo provider");
    const { db, mail, baseUrl } = testApp();
    const context = { db, payments, mail, baseUrl, logger: createLogger("silent") };

    expect(await settleDemoSubscriptions(context, new Date(periodEnd - 60_000))).toBe(0);
    expect((await stateOf(member)).isPaid).toBe(true);
    expect(await settleDemoSubscriptions(context, new Date(periodEnd + 60_000))).toBe(1);
    expect(await stateOf(member)).toMatchObject({ isPaid: false, subscription: { status: "canceled" } });
  });

  it("tells the member's open pages the moment access ends, without signing them out", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member);
    const cancelled = await expectJson(member.api.billing.demo.portal.cancel.$post());
    const periodEnd = Date.parse(cancelled.subscription?.currentPeriodEnd ?? "");
    const payments = testApp().payments;
    if (!isDemoPaymentProvider(payments)) throw new Error("the test app runs the demo provider");
    const { db, mail, baseUrl } = testApp();
    const stream = await openEventStream(member);
    try {
      await stream.next("ready");
      await settleDemoSubscriptions(
        { db, payments, mail, baseUrl, logger: createLogger("silent") },
        new Date(periodEnd + 60_000),
      );
      expect((await stream.next("access")).data).toEqual({ status: "ended" });
    } finally {
      stream.close();
    }
    expect((await member.get("/api/me")).status).toBe(200);
  });

  it("resumes a cancellation and switches plan", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member, "monthly");
    await member.post("/api/billing/demo/portal/cancel");
    const portal = member.api.billing.demo.portal;
    const resumed = await expectJson(portal.resume.$post());
    expect(resumed.subscription?.cancelAtPeriodEnd).toBe(false);
    const switched = await expectJson(portal.switch.$post({ json: { plan: "yearly" } }));
    expect(switched).toMatchObject({ isPaid: true, subscription: { plan: "yearly", status: "active" } });
    expect((await member.post("/api/billing/demo/portal/switch", { plan: "weekly" })).status).toBe(400);
  });

  it("is for members with a live subscription", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/billing/demo/portal/cancel"), {
      anonymous: 401,
      unpaid: 404,
      paid: 404,
      refunded: 404,
      admin: 404,
    });
  });
});

describe("POST /api/webhooks/stripe with the demo provider", () => {
  it("refuses every payload: nothing can sign it", async () => {
    const response = await testApp().client().post("/api/webhooks/stripe", { id: "evt_1", type: "invoice.paid" });
    expect(response.status).toBe(400);
    expect(
      await testApp().db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, "evt_1")),
    ).toHaveLength(0);
  });
});
