import { authMessages } from "@promptloom/contracts/auth";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";

/** One proxy in front: it appends the address it was reached from to X-Forwarded-For. */
const testApp = useTestApp({ config: { trustedProxyHops: 1 } });

/** A request as the proxy forwards it: whatever the client claimed, then the address the proxy saw. */
const via = (address: string, claimed = `10.0.${Math.floor(Math.random() * 250)}.1`) => ({
  headers: { "X-Forwarded-For": `${claimed}, ${address}` },
});

const signIn = (email: string, password: string, address: string) =>
  testApp().client().post("/api/auth/sign-in/email", { email, password }, via(address));

const tooMany = { error: { code: "rate_limited", message: authMessages.tooManyLogins } };

describe("sign-in limits behind a trusted proxy", () => {
  it("counts the address the proxy appended, not the ones the client wrote before it", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(account.email, "wrong-password", "203.0.113.7")).status).toBe(401);
    }
    const refused = await signIn(account.email, account.password, "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
  });

  it("stops guessing one account's password from many addresses, and e-mails the owner a link that signs in", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(account.email, "wrong-password", `198.51.100.${attempt}`)).status).toBe(401);
    }
    // Past the account's limit no password is checked: right or wrong, the same answer.
    const paused = { error: { code: "forbidden", message: authMessages.signInLinkSent } };
    const guess = await signIn(account.email, "another-guess", "198.51.100.100");
    expect(guess).toMatchObject({ status: 403, body: paused });
    const owner = testApp().client();
    const refused = await owner.post(
      "/api/auth/sign-in/email",
      { email: account.email, password: account.password },
      via("198.51.100.200"),
    );
    expect(refused).toMatchObject({ status: 403, body: paused });
    expect((await owner.get("/api/me")).status).toBe(401);

    // The owner is never shut out: the e-mailed link signs in, once.
    const mails = testApp().mail.sentTo(account.email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const link = /(http\S+sign-in-link\/verify\?token=\S+)/.exec(mails.at(-1)?.text ?? "")?.[1];
    expect(link).toBeDefined();
    const opened = await owner.get(link ?? "");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/");
    expect((await owner.get("/api/me")).status).toBe(200);
    const again = await testApp()
      .client()
      .get(link ?? "");
    expect(again.headers.get("location")).toBe("/auth?link=expired");
  });

  it("keeps the owner's own address and every other account unaffected by another address's guesses", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(account.email, "wrong-password", "203.0.113.66")).status).toBe(401);
    }
    expect((await signIn(account.email, "wrong-password", "203.0.113.66")).status).toBe(429);
    expect((await signIn(account.email, account.password, "203.0.113.67")).status).toBe(200);
  });

  it("sends at most three sign-in links an hour, however often the paused account is tried", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 10; attempt += 1) await signIn(account.email, "wrong", `198.51.100.${attempt}`);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await signIn(account.email, "wrong", `198.51.100.${50 + attempt}`)).status).toBe(403);
    }
    expect(testApp().mail.sentTo(account.email)).toHaveLength(3);
  });

  it("answers an unknown e-mail past the limit exactly as a known one, and e-mails nobody", async () => {
    const email = "nobody-here@example.test";
    for (let attempt = 1; attempt <= 10; attempt += 1) await signIn(email, "wrong", `198.51.100.${attempt}`);
    const response = await signIn(email, "wrong", "198.51.100.77");
    expect(response).toMatchObject({ status: 403, body: { error: { message: authMessages.signInLinkSent } } });
    expect(testApp().mail.sentTo(email)).toHaveLength(0);
  });

  // Thirty password checks take a while: each one hashes, as it must.
  it("stops one address from trying many accounts", { timeout: 60_000 }, async () => {
    const member = await testApp().signUp();
    const attempts = Array.from({ length: 30 }, (_, index) =>
      signIn(`nobody-${index}@example.test`, "wrong-password", "192.0.2.9"),
    );
    expect((await Promise.all(attempts)).map((response) => response.status)).toEqual(Array(30).fill(401));
    expect((await signIn(member.account.email, member.account.password, "192.0.2.9")).status).toBe(429);
    expect((await signIn(member.account.email, member.account.password, "192.0.2.10")).status).toBe(200);
  });

  it("validates the e-mail before any limit is counted, so a huge one is a 400", async () => {
    const response = await signIn(`${"a".repeat(3000)}@example.test`, "x", "192.0.2.1");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: "validation_error", message: authMessages.invalidEmail } });
  });
});

/** How many answers had each status, e.g. `{ 401: 10, 403: 40 }`. */
const countStatuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe("sign-in limits under 50 simultaneous attempts", () => {
  it("checks at most 10 passwords for one account guessed from 50 addresses at once", { timeout: 60_000 }, async () => {
    const { account } = await testApp().signUp();
    const guesses = Array.from({ length: 50 }, (_, index) =>
      signIn(account.email, `wrong-${index}`, `198.51.${100 + Math.floor(index / 200)}.${(index % 200) + 1}`),
    );
    expect(countStatuses(await Promise.all(guesses))).toEqual({ 401: 10, 403: 40 });
  });

  it("checks at most 30 passwords from one address guessing 50 e-mails at once", { timeout: 60_000 }, async () => {
    const guesses = Array.from({ length: 50 }, (_, index) =>
      signIn(`someone-${index}@example.test`, "wrong-password", "192.0.2.77"),
    );
    expect(countStatuses(await Promise.all(guesses))).toEqual({ 401: 30, 429: 20 });
  });

  it("lets 5 of 20 simultaneous attempts from one address at one account through to the password check", async () => {
    const { account } = await testApp().signUp();
    const guesses = Array.from({ length: 20 }, () => signIn(account.email, "wrong-password", "192.0.2.78"));
    expect(countStatuses(await Promise.all(guesses))).toEqual({ 401: 5, 429: 15 });
  });
});

describe("sign-up and password reset limits", () => {
  // Twenty-one sign-ups, each hashing a password: more than the default time on a busy machine.
  it("allows 20 new accounts an hour from one address", { timeout: 60_000 }, async () => {
    const signUp = (index: number) =>
      testApp()
        .client()
        .post(
          "/api/auth/sign-up/email",
          { email: `new-${index}@example.test`, password: "correct-horse", name: "New" },
          via("203.0.113.50"),
        );
    for (let index = 1; index <= 20; index += 1) expect((await signUp(index)).status).toBe(200);
    const refused = await signUp(21);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("allows five reset e-mails an hour to one address, whichever addresses ask", async () => {
    const { account } = await testApp().signUp();
    const requestReset = (from: string) =>
      testApp()
        .client()
        .post(
          "/api/auth/request-password-reset",
          { email: account.email, redirectTo: "/auth/reset-password" },
          via(from),
        );
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await requestReset(`198.51.100.${attempt}`)).status).toBe(200);
    const refused = await requestReset("198.51.100.99");
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain("rate limit");
    expect(testApp().mail.sentTo(account.email)).toHaveLength(5);
  });
});
