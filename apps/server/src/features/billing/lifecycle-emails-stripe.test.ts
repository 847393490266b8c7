import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import { createMailOutbox, type MailOutbox } from "../../providers/mail/mail-outbox.ts";
import { createSmtpMailProvider } from "../../providers/mail/smtp-mail-provider.ts";
import { createStripePaymentProvider } from "../../providers/payments/stripe-payment-provider.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { startCheckout } from "../../testing/demo-checkout-steps.ts";
import { readableMail, startLoopbackSmtp } from "../../testing/loopback-smtp.ts";
import { signedStripeEvent, startLoopbackStripe, type LoopbackStripe } from "../../testing/loopback-stripe.ts";

const webhookSecret = "whsec_test_promptloom";
let stripe: LoopbackStripe;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let outbox: MailOutbox | undefined;
beforeAll(async () => {
  stripe = await startLoopbackStripe();
  smtp = await startLoopbackSmtp();
});
afterAll(async () => {
  outbox?.close();
  await Promise.all([stripe.close(), smtp.close()]);
});

const testApp = useTestApp({
  payments: () =>
    createStripePaymentProvider({ secretKey: "sk_test_promptloom", webhookSecret, prices: {}, apiUrl: stripe.url }),
  mail: ({ db }) => {
    const transport = createSmtpMailProvider({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "no-reply@promptloom.test",
    });
    outbox = createMailOutbox({ db, transport, logger: createLogger("silent") });
    return outbox;
  },
});

const deliver = async (type: string, object: object) => {
  const { payload, signature } = signedStripeEvent({ type, object, secret: webhookSecret });
  const response = await testApp()
    .client()
    .send("POST", "/api/webhooks/stripe", {
      body: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
  expect(response.status).toBe(200);
};

const subjectsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "");

const mailTo = (address: string, subject: string) => {
  const found = smtp.received.find((mail) => mail.to.includes(address) && mail.raw.includes(`Subject: ${subject}`));
  return found ? readableMail(found.raw) : "";
};

const subscribedMember = async () => {
  const member = await testApp().as("unpaid");
  const checkout = await startCheckout(member, "yearly");
  const { session, subscription } = stripe.completeCheckout(checkout.url.split("/").at(-1) ?? "");
  await deliver("checkout.session.completed", session);
  await expect.poll(() => subjectsTo(member.account.email)).toEqual(["Welcome to Promptloom: your receipt"]);
  return { email: member.account.email, session, subscription };
};

describe("lifecycle e-mails from Stripe's webhooks, delivered over SMTP", () => {
  it("welcomes with the receipt of the plan bought", async () => {
    const { email } = await subscribedMember();
    expect(mailTo(email, "Welcome to Promptloom: your receipt")).toContain("Plan: Yearly plan, $129 per year");
  });

  it("warns of a failed payment once, and says access ended when Stripe gives up", async () => {
    const { email, subscription } = await subscribedMember();
    const invoice = { id: "in_test_failed", parent: { subscription_details: { subscription: subscription.id } } };
    stripe.updateSubscription(subscription.id, { status: "past_due" });
    await deliver("invoice.payment_failed", invoice);
    await deliver("customer.subscription.updated", subscription);
    await expect.poll(() => subjectsTo(email)).toContain("Your Promptloom payment did not go through");

    stripe.updateSubscription(subscription.id, { status: "unpaid" });
    await deliver("customer.subscription.updated", subscription);
    await expect.poll(() => subjectsTo(email)).toContain("Your Promptloom access has ended");
    expect(subjectsTo(email)).toEqual([
      "Welcome to Promptloom: your receipt",
      "Your Promptloom payment did not go through",
      "Your Promptloom access has ended",
    ]);
    expect(mailTo(email, "Your Promptloom access has ended")).toContain("We could not collect the payment");
  });

  it("confirms a cancellation made in Stripe's portal", async () => {
    const { email, subscription } = await subscribedMember();
    stripe.updateSubscription(subscription.id, { cancel_at_period_end: true });
    await deliver("customer.subscription.updated", subscription);
    await expect.poll(() => subjectsTo(email)).toContain("Your Promptloom subscription is cancelled");
    expect(mailTo(email, "Your Promptloom subscription is cancelled")).toContain("You keep full access until");
  });

  it("tells of a full refund once, and nothing of a partial one", async () => {
    const { email, session } = await subscribedMember();
    await deliver(
      "charge.refunded",
      stripe.addCharge({ customer: String(session.customer), refunded: false, amountRefunded: 500 }),
    );
    await deliver("charge.refunded", stripe.addCharge({ customer: String(session.customer), refunded: true }));
    await deliver("charge.refunded", stripe.addCharge({ customer: String(session.customer), refunded: true }));
    await expect.poll(() => subjectsTo(email)).toContain("Your Promptloom refund is on its way");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(email)).toEqual(["Welcome to Promptloom: your receipt", "Your Promptloom refund is on its way"]);
  });
});
