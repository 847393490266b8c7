import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { mailOutbox } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { freePort } from "../../testing/free-port.ts";
import { startLoopbackSmtp } from "../../testing/loopback-smtp.ts";
import { createMailOutbox, type MailOutbox } from "./mail-outbox.ts";
import { createSmtpMailProvider } from "./smtp-mail-provider.ts";

let smtpPort = 0;
beforeAll(async () => {
  smtpPort = await freePort();
});

const smtp = () =>
  createSmtpMailProvider({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: "no-reply@promptloom.test" });
const outboxes: MailOutbox[] = [];
const outboxOn = (db: Parameters<typeof createMailOutbox>[0]["db"]) => {
  const outbox = createMailOutbox({ db, transport: smtp(), logger: createLogger("silent") });
  outboxes.push(outbox);
  return outbox;
};
afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.close();
});

const testApp = useTestApp({ mail: ({ db }) => outboxOn(db) });

/** As if the back-off had passed: every waiting message is due now. */
const makeAllDue = () =>
  testApp()
    .db.update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` });

describe("the mail outbox", () => {
  it("answers a password reset while the mail server is down, and delivers the link once it is back", async () => {
    const member = await testApp().signUp();
    const started = performance.now();
    const response = await testApp()
      .client()
      .post("/api/auth/request-password-reset", { email: member.account.email, redirectTo: "/auth/reset-password" });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(3000);

    // The first attempt fails: nothing listens on the SMTP port yet.
    await expect.poll(async () => (await testApp().db.select().from(mailOutbox))[0]?.attempts).toBe(1);
    const [waiting] = await testApp().db.select().from(mailOutbox);
    expect(waiting).toMatchObject({ recipient: member.account.email, subject: "Reset your Promptloom password" });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);

    // A new outbox, as after a restart, finds the message in the database and sends it.
    const server = await startLoopbackSmtp({ port: smtpPort });
    try {
      await makeAllDue();
      expect(await outboxOn(testApp().db).deliverDue()).toBe(1);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]?.to).toEqual([member.account.email]);
      expect(server.received[0]?.raw).toContain("/auth/reset-password?token=");
      expect(await testApp().db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("gives a message up after its tenth failed attempt", async () => {
    const outbox = outboxOn(testApp().db);
    await testApp()
      .db.insert(mailOutbox)
      .values({ recipient: "a@example.test", subject: "Hi", body: "Hi", attempts: 9 });
    expect(await outbox.deliverDue()).toBe(0);
    const [row] = await testApp().db.select().from(mailOutbox);
    expect(row?.attempts).toBe(10);
    expect(row?.gaveUpAt).not.toBeNull();
    await makeAllDue();
    expect(await outbox.deliverDue()).toBe(0);
  });

  it("sends a message once, however many instances look for due mail at the same time", async () => {
    const server = await startLoopbackSmtp({ port: smtpPort });
    try {
      await testApp().db.insert(mailOutbox).values({ recipient: "b@example.test", subject: "Once", body: "Once" });
      const results = await Promise.all([outboxOn(testApp().db), outboxOn(testApp().db)].map((o) => o.deliverDue()));
      expect(results.reduce((total, sent) => total + sent, 0)).toBe(1);
      expect(server.received).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
