import type { GuestCheckoutInput } from "@promptloom/contracts/billing";
import { describe, expect, it } from "vitest";

import { demoCheckoutSessions, processedWebhookEvents, subscriptions } from "../../db/schema/index.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { checkoutIdOf, demoCheckoutAt, startCheckout, stateOf, subscribe } from "../../testing/demo-checkout-steps.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp();

describe("create-monthly-checkout and create-yearly-checkout", () => {
  it("opens a demo checkout for the plan that, once paid, makes the member paid", async () => {
    const member = await testApp().as("unpaid");
    const checkout = await startCheckout(member, "yearly");
    expect(checkout.url).toMatch(new RegExp(`^${testApp().baseUrl}/demo/checkout/cs_demo_[0-9a-f]+$`));
    const page = demoCheckoutAt(member, checkout.url);

    expect(await expectJson(page.read())).toMatchObject({
      plan: "yearly",
      email: member.account.email,
      status: "open",
    });

    const paid = await expectJson(page.pay());
    expect(paid.url).toBe(`${testApp().baseUrl}/payment-success?session_id=${checkoutIdOf(checkout.url)}`);

    const state = await stateOf(member);
    expect(state).toMatchObject({ isPaid: true, refunded: false });
    expect(state.subscription).toMatchObject({
      provider: "demo",
      plan: "yearly",
      status: "active",
      cancelAtPeriodEnd: false,
    });
    const renewsInDays = (Date.parse(state.subscription?.currentPeriodEnd ?? "") - Date.now()) / 86_400_000;
    expect(renewsInDays).toBeGreaterThan(364);
    expect(renewsInDays).toBeLessThan(367);
    expect((await expectJson(member.api.me.$get())).profile.isPaid).toBe(true);
  });

  it("reuses the member's customer for every checkout", async () => {
    const member = await testApp().as("unpaid");
    await member.post("/api/functions/create-monthly-checkout");
    await member.post("/api/functions/create-yearly-checkout");
    const sessions = await testApp().db.select().from(demoCheckoutSessions);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.customerId).toMatch(/^cus_demo_/);
    expect(sessions[1]?.customerId).toBe(sessions[0]?.customerId);
  });

  it("sends a member whose subscription is live to the portal instead of charging twice", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member);
    const again = await startCheckout(member, "yearly");
    expect(again.url).toBe(`${testApp().baseUrl}/demo/portal`);
    expect(await testApp().db.select().from(demoCheckoutSessions)).toHaveLength(1);
  });

  it("is for signed-in accounts that are not refunded and have no access yet", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/functions/create-monthly-checkout"), {
      anonymous: 401,
      unpaid: 200,
      paid: 409,
      refunded: 403,
      admin: 409,
    });
  });

  it("tells a refunded account it is inactive", async () => {
    const refunded = await testApp().as("refunded");
    const response = await refunded.post("/api/functions/create-yearly-checkout");
    expect(response.body).toEqual({
      error: { code: "forbidden", message: "Account Inactive - Contact support for assistance." },
    });
  });
});

describe("the demo checkout page", () => {
  it("paying twice applies the payment once", async () => {
    const member = await testApp().as("unpaid");
    const page = demoCheckoutAt(member, (await startCheckout(member)).url);
    await page.pay();
    expect((await page.pay()).status).toBe(200);
    expect(await testApp().db.select().from(subscriptions)).toHaveLength(1);
    expect(await testApp().db.select().from(processedWebhookEvents)).toHaveLength(1);
  });

  it("cancelling goes to /payment-failure, charges nothing and cannot be paid afterwards", async () => {
    const member = await testApp().as("unpaid");
    const page = demoCheckoutAt(member, (await startCheckout(member)).url);
    expect((await expectJson(page.cancel())).url).toBe(`${testApp().baseUrl}/payment-failure`);
    expect((await expectJson(page.read())).status).toBe("expired");
    expect((await page.pay()).status).toBe(404);
    expect((await stateOf(member)).isPaid).toBe(false);
  });

  it("is reached by its unguessable id, by anyone holding it", async () => {
    const member = await testApp().as("unpaid");
    const checkout = await startCheckout(member);
    await expectAccess(testApp(), (client) => client.get(`/api/billing/demo/checkouts/${checkoutIdOf(checkout.url)}`), {
      anonymous: 200,
      unpaid: 200,
      paid: 200,
      refunded: 200,
      admin: 200,
    });
  });

  it("answers 404 for a checkout that does not exist", async () => {
    const client = testApp().client();
    expect((await client.get("/api/billing/demo/checkouts/cs_demo_nope")).status).toBe(404);
    expect((await client.post("/api/billing/demo/checkouts/cs_demo_nope/pay")).status).toBe(404);
    expect((await client.post("/api/billing/demo/checkouts/cs_demo_nope/cancel")).status).toBe(404);
  });
});

describe("guest checkouts", () => {
  const guest = (plan: "monthly" | "yearly") => `/api/functions/create-${plan}-checkout-guest`;
  const guestCheckout = (client: TestClient, plan: "monthly" | "yearly", json: GuestCheckoutInput) =>
    client.api.functions[plan === "monthly" ? "create-monthly-checkout-guest" : "create-yearly-checkout-guest"].$post({
      json,
    });

  it("right after sign-up bills the new account itself", async () => {
    const member = await testApp().as("unpaid");
    await expectJson(guestCheckout(member, "yearly", { email: member.account.email, userId: member.account.id }));
    const [session] = await testApp().db.select().from(demoCheckoutSessions);
    expect(session).toMatchObject({ userId: member.account.id, plan: "yearly", email: member.account.email });
  });

  it("refuses to attach a checkout to another account", async () => {
    const member = await testApp().as("unpaid");
    const other = await testApp().as("unpaid");
    const cases: [TestClient, unknown, number][] = [
      [member, { email: member.account.email, userId: other.account.id }, 403],
      [member, { email: other.account.email, userId: member.account.id }, 403],
      [member, { email: other.account.email, userId: null }, 403],
      [testApp().client(), { email: other.account.email, userId: other.account.id }, 401],
    ];
    for (const [client, body, status] of cases) expect((await client.post(guest("monthly"), body)).status).toBe(status);
    const taken = await testApp().client().post(guest("monthly"), { email: other.account.email, userId: null });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: { code: "conflict", message: "An account with this email already exists. Please sign in instead." },
    });
    expect(await testApp().db.select().from(demoCheckoutSessions)).toHaveLength(0);
  });

  it("creates the account of a visitor who paid without one and e-mails a set-password link", async () => {
    const visitor = testApp().client();
    const checkout = await expectJson(
      guestCheckout(visitor, "monthly", { email: "New.Buyer@Example.test", userId: null }),
    );
    await demoCheckoutAt(visitor, checkout.url).pay();

    const [mail] = testApp().mail.sentTo("new.buyer@example.test");
    expect(mail?.subject).toBe("Welcome to Promptloom: set your password");
    const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://x").searchParams.get("token");
    expect(token).toBeTruthy();

    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "my-new-password" })).status).toBe(
      200,
    );
    const buyer = testApp().client();
    expect(
      (await buyer.post("/api/auth/sign-in/email", { email: "new.buyer@example.test", password: "my-new-password" }))
        .status,
    ).toBe(200);
    expect(await stateOf(buyer)).toMatchObject({ isPaid: true, subscription: { plan: "monthly", status: "active" } });
  });

  it("validates the payload", async () => {
    const client = testApp().client();
    const cases: [unknown, string][] = [
      [{ email: "nope", userId: null }, "Please enter a valid email address"],
      [{ email: "a@example.test" }, "Invalid input: expected string, received undefined"],
      [{ userId: null }, "Invalid input: expected string, received undefined"],
    ];
    for (const [body, message] of cases) {
      const response = await client.post(guest("yearly"), body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: "validation_error", message } });
    }
  });

  it("limits checkouts started without an account to ten per ten minutes per address", async () => {
    const client = testApp().client();
    for (let count = 1; count <= 10; count += 1) {
      expect((await client.post(guest("monthly"), { email: `buyer${count}@example.test`, userId: null })).status).toBe(
        200,
      );
    }
    expect((await client.post(guest("monthly"), { email: "buyer11@example.test", userId: null })).status).toBe(429);
  });

  it("is open to visitors and, for their own account, to signed-in users", async () => {
    await expectAccess(
      testApp(),
      (client) => {
        const account = (client as Partial<{ account: { email: string; id: string } }>).account;
        return client.post(guest("monthly"), {
          email: account?.email ?? "fresh-visitor@example.test",
          userId: account?.id ?? null,
        });
      },
      { anonymous: 200, unpaid: 200, paid: 409, refunded: 403, admin: 409 },
    );
  });
});
