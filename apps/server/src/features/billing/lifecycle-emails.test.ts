import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import { createMailOutbox, type MailOutbox } from "../../providers/mail/mail-outbox.ts";
import { createSmtpMailProvider } from "../../providers/mail/smtp-mail-provider.ts";
import { isDemoPaymentProvider } from "../../providers/payments/demo-payment-provider.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { subscribe } from "../../testing/demo-checkout-steps.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { readableMail, startLoopbackSmtp } from "../../testing/loopback-smtp.ts";
import { settleDemoSubscriptions } from "./settle-demo-subscriptions.ts";

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
});
afterAll(() => smtp.close());

/** The app's outbox: what the server and its demo clock send through. */
let outbox: MailOutbox | undefined;
afterAll(() => outbox?.close());

const testApp = useTestApp({
  mail: ({ db }) => {
    const transport = createSmtpMailProvider({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "Promptloom <no-reply@promptloom.test>",
    });
    outbox = createMailOutbox({ db, transport, logger: createLogger("silent") });
    return outbox;
  },
});

/** The subjects of every message the SMTP server received for `address`, oldest first. */
const subjectsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "");

const mailTo = (address: string, subject: string) => {
  const found = smtp.received.find((mail) => mail.to.includes(address) && mail.raw.includes(`Subject: ${subject}`));
  return found ? readableMail(found.raw) : "";
};

const demoContext = () => {
  const { db, baseUrl, payments } = testApp();
  if (!isDemoPaymentProvider(payments) || !outbox) throw new Error("the test app runs the demo provider");
  return { db, payments, mail: outbox, baseUrl, logger: createLogger("silent") };
};

describe("lifecycle e-mails on the demo provider, delivered over SMTP", () => {
  it("welcomes a new subscriber with the receipt, as HTML and plain text", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member, "monthly");
    const email = member.account.email;
    await expect.poll(() => subjectsTo(email)).toEqual(["Welcome to Promptloom: your receipt"]);
    const mail = mailTo(email, "Welcome to Promptloom: your receipt");
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain("Plan: Monthly plan, $14.99 per month");
    expect(mail).toContain("Amount paid: $14.99");
    expect(mail).toContain(`${testApp().baseUrl}/app`);
  });

  it("confirms a cancellation with the date access lasts until, then says when access ended", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member, "monthly");
    const email = member.account.email;
    const cancelled = await expectJson(member.api.billing.demo.portal.cancel.$post());
    const periodEnd = new Date(cancelled.subscription?.currentPeriodEnd ?? "");
    const until = periodEnd.toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    await expect
      .poll(() => subjectsTo(email))
      .toEqual(["Welcome to Promptloom: your receipt", "Your Promptloom subscription is cancelled"]);
    expect(mailTo(email, "Your Promptloom subscription is cancelled")).toContain(
      `You keep full access until ${until}.`,
    );

    await settleDemoSubscriptions(demoContext(), new Date(periodEnd.getTime() + 60_000));
    await expect.poll(() => subjectsTo(email)).toContain("Your Promptloom access has ended");
    expect(mailTo(email, "Your Promptloom access has ended")).toContain(`${testApp().baseUrl}/pricing`);
  });

  it("tells of a plan change, and sends nothing for a renewal or a repeated action", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member, "monthly");
    const email = member.account.email;
    await member.api.billing.demo.portal.switch.$post({ json: { plan: "yearly" } });
    await member.api.billing.demo.portal.switch.$post({ json: { plan: "yearly" } });
    await expect.poll(() => subjectsTo(email)).toContain("Your Promptloom plan is now Yearly");
    expect(mailTo(email, "Your Promptloom plan is now Yearly")).toContain(
      "You switched from the Monthly plan to the Yearly plan, $129 per year.",
    );

    const inTwoYears = new Date(Date.now() + 2 * 366 * 24 * 3600 * 1000);
    expect(await settleDemoSubscriptions(demoContext(), inTwoYears)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(email)).toEqual(["Welcome to Promptloom: your receipt", "Your Promptloom plan is now Yearly"]);
  });
});
