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

  it("stops guessing one account's password from many addresses, the right password included", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(account.email, "wrong-password", `198.51.100.${attempt}`)).status).toBe(401);
    }
    const refused = await signIn(account.email, account.password, "198.51.100.200");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
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
