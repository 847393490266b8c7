import { authMessages } from "@promptloom/contracts/auth";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";

const testApp = useTestApp();

/** An answer's shape: its keys, nested, and each value's type, without the values. */
const shapeOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return value === null ? "null" : typeof value;
};

const signIn = (email: string, password: string) =>
  testApp().client().post("/api/auth/sign-in/email", { email, password });

describe("sign-up", () => {
  it("creates a profile that is not admin, not paid and not refunded, with the full name", async () => {
    const member = await testApp().signUp();
    const me = await member.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      user: { id: member.account.id, email: member.account.email, name: member.account.name },
      profile: { id: member.account.id, fullName: member.account.name, isAdmin: false, isPaid: false, refunded: false },
    });
  });

  it("refuses a password shorter than 6 characters and creates nothing", async () => {
    const visitor = testApp().client();
    const response = await visitor.post("/api/auth/sign-up/email", {
      email: "short@example.test",
      password: "12345",
      name: "Short",
    });
    expect(response.status).toBe(400);
    expect(
      (await testApp().client().post("/api/functions/check-user-exists", { email: "short@example.test" })).body,
    ).toEqual({
      exists: false,
    });
  });

  it("answers a sign-up with a registered e-mail as it answers a new one, and e-mails the owner instead", async () => {
    const member = await testApp().signUp();
    const signUp = (email: string) =>
      testApp().client().post("/api/auth/sign-up/email", { email, password: "another-password", name: "Twin" });

    const fresh = await signUp("someone-new@example.test");
    const taken = await signUp(member.account.email.toUpperCase());
    expect(taken.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    expect(shapeOf(taken.body)).toEqual(shapeOf(fresh.body));
    expect(taken.body).toMatchObject({ user: { email: member.account.email, name: "Twin" } });
    expect((taken.body as { user: { id: string } }).user.id).not.toBe(member.account.id);

    // The account is untouched: its own password still signs in, the one sent does not.
    const twin = testApp().client();
    const wrong = await twin.post("/api/auth/sign-in/email", {
      email: member.account.email,
      password: "another-password",
    });
    expect(wrong.status).toBe(401);
    expect((await testApp().client().get("/api/me")).status).toBe(401);
    const right = await twin.post("/api/auth/sign-in/email", {
      email: member.account.email,
      password: member.account.password,
    });
    expect(right.status).toBe(200);

    const mails = testApp().mail.sent.filter((mail) => mail.to === member.account.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["You already have a Promptloom account"]);
    expect(mails[0]?.text).toContain("You already have an account");
    expect(mails[0]?.html).toContain(`${testApp().baseUrl}/auth`);
    expect(testApp().mail.sent.some((mail) => mail.to === "someone-new@example.test")).toBe(false);
  });

  it("sends the owner at most three such e-mails an hour, and still answers the same", async () => {
    const member = await testApp().signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await testApp()
        .client()
        .post("/api/auth/sign-up/email", { email: member.account.email, password: "another-password", name: "Twin" });
      expect(response.status).toBe(200);
    }
    expect(testApp().mail.sent.filter((mail) => mail.to === member.account.email)).toHaveLength(3);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and out again", async () => {
    const { account } = await testApp().signUp();
    const visitor = testApp().client();
    expect(
      (await visitor.post("/api/auth/sign-in/email", { email: account.email, password: account.password })).status,
    ).toBe(200);
    expect((await visitor.get("/api/me")).status).toBe(200);
    expect((await visitor.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await visitor.get("/api/me")).status).toBe(401);
  });

  it("signs out with a POST that has no body, as the web app's typed client sends it", async () => {
    const member = await testApp().as("paid");
    expect((await member.send("POST", "/api/auth/sign-out")).status).toBe(200);
    expect((await member.get("/api/me")).status).toBe(401);
  });

  it("needs both an e-mail and a password, in the spec's words", async () => {
    for (const body of [{ email: "someone@example.test" }, { password: "secret-password" }, {}]) {
      const response = await testApp().client().post("/api/auth/sign-in/email", body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: "validation_error", message: authMessages.missingCredentials } });
    }
  });

  it("refuses a wrong password with 401", async () => {
    const { account } = await testApp().signUp();
    expect((await signIn(account.email, "wrong-password")).status).toBe(401);
  });
});

describe("sign-in rate limit", () => {
  it("refuses the sixth attempt in five minutes for the same address and e-mail", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(account.email, "wrong-password")).status).toBe(401);
    }
    const refused = await signIn(account.email, account.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "rate_limited", message: authMessages.tooManyLogins } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another e-mail from the same address is counted on its own.
    const other = await testApp().signUp();
    expect((await signIn(other.account.email, other.account.password)).status).toBe(200);
  });

  it("is reset by a successful sign-in", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(account.email, "wrong-password");
    expect((await signIn(account.email, account.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(account.email, "wrong-password")).status).toBe(401);
    }
  });

  it("counts e-mails case-insensitively", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(account.email.toUpperCase(), "wrong-password");
    expect((await signIn(account.email, account.password)).status).toBe(429);
  });

  it("limits Google sign-in to 5 per five minutes per address", async () => {
    const visitor = testApp().client();
    const start = () => visitor.post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/app/dashboard" });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await start()).status).not.toBe(429);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "rate_limited", message: authMessages.tooManyGoogle } });
  });
});

describe("password reset", () => {
  const requestReset = (email: string) =>
    testApp().client().post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });

  const tokenFrom = (text: string) => /[?&]token=([^&\s]+)/.exec(text)?.[1] ?? "";

  it("e-mails a link whose token sets a new password and ends the old sessions", async () => {
    const member = await testApp().signUp();
    expect((await requestReset(member.account.email)).status).toBe(200);
    const [mail] = testApp().mail.sentTo(member.account.email);
    expect(mail?.subject).toBe("Reset your Promptloom password");
    expect(mail?.text).toContain(`${testApp().baseUrl}/auth/reset-password?token=`);

    const reset = await testApp()
      .client()
      .post("/api/auth/reset-password", { token: tokenFrom(mail?.text ?? ""), newPassword: "a-brand-new-password" });
    expect(reset.status).toBe(200);
    expect((await member.get("/api/me")).status).toBe(401);
    expect((await signIn(member.account.email, member.account.password)).status).toBe(401);
    expect((await signIn(member.account.email, "a-brand-new-password")).status).toBe(200);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    expect((await requestReset("nobody@example.test")).status).toBe(200);
    expect(testApp().mail.sent).toHaveLength(0);
  });

  it("refuses a used or made-up token", async () => {
    const response = await testApp()
      .client()
      .post("/api/auth/reset-password", { token: "made-up", newPassword: "a-brand-new-password" });
    expect(response.status).toBe(400);
  });

  it("limits requests and says so in words the page maps to the spec's message", async () => {
    const { account } = await testApp().signUp();
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await requestReset(account.email)).status).toBe(200);
    const refused = await requestReset(account.email);
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain("rate limit");
  });
});

describe("POST /api/functions/check-user-exists", () => {
  const check = (email: unknown) => testApp().client().post("/api/functions/check-user-exists", { email });

  it("says whether an account exists, ignoring case and spaces", async () => {
    const { account } = await testApp().signUp();
    expect((await check(`  ${account.email.toUpperCase()} `)).body).toEqual({ exists: true });
    expect((await check("nobody@example.test")).body).toEqual({ exists: false });
  });

  it("rejects a malformed e-mail with 400 and the spec's message", async () => {
    const response = await check("not-an-email");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: "validation_error", message: authMessages.invalidEmail } });
    expect((await check(undefined)).status).toBe(400);
  });

  it("limits lookups per address to 10 per 15 minutes, so addresses cannot be tried in bulk", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await check(`probe-${attempt}@example.test`)).status).toBe(200);
    }
    const refused = await check("probe@example.test");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });
});

describe("GET /api/config", () => {
  it("tells the client whether Google sign-in is offered", async () => {
    expect((await testApp().client().get("/api/config")).body).toEqual({ googleEnabled: false });
  });
});
