import { accountMessages, freshSignInMinutes } from "@promptloom/contracts/account";
import { memberMessages } from "@promptloom/contracts/admin-users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  account,
  demoSubscriptions,
  profiles,
  savedPrompts,
  session,
  subscriptions,
  user,
} from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { stateOf, subscribe } from "../../testing/demo-checkout-steps.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp();

describe("GET /api/me", () => {
  it("answers every signed-in role and refuses visitors", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/me"), {
      anonymous: 401,
      unpaid: 200,
      paid: 200,
      refunded: 200,
      admin: 200,
    });
  });

  it("reports the profile's paid, refunded and admin flags", async () => {
    const refunded = await testApp().as("refunded");
    expect((await refunded.get("/api/me")).body).toMatchObject({
      profile: { isPaid: true, refunded: true, isAdmin: false },
    });
    const admin = await testApp().as("admin");
    expect((await admin.get("/api/me")).body).toMatchObject({ profile: { isPaid: true, isAdmin: true } });
  });

  it("answers a member's repeated reads from memory exactly as its route does", async () => {
    const member = await testApp().as("paid");
    const comparable = ({ status, headers, body }: { status: number; headers: Headers; body: unknown }) => {
      const kept = Object.fromEntries(headers);
      delete kept["x-request-id"];
      delete kept.date;
      return { status, headers: kept, body };
    };
    // The route reads and keeps the session; later reads are answered from memory. A
    // percent-encoded path always goes through the routes.
    const throughRoute = comparable(await member.get("/api/%6De"));
    for (const path of ["/api/me", "/api/me?again=1", "/api/%6De"]) {
      expect(comparable(await member.get(path)), path).toEqual(throughRoute);
    }
    expect(throughRoute.headers).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });

    // An API key's request never rides on cookies, from memory or not.
    const withKey = await member.get("/api/me", { headers: { Authorization: "Bearer not-a-session" } });
    expect(withKey.status).toBe(401);
  });

  it("answers 401 in the API's error shape when signed out", async () => {
    const response = await testApp().client().get("/api/me");
    expect(response.body).toEqual({ error: { code: "unauthorized", message: "Authentication required" } });
  });
});

describe("GET /api/session", () => {
  it("answers a visitor with null and a 200: signed out is not an error", async () => {
    const response = await testApp().client().get("/api/session");
    expect([response.status, response.body]).toEqual([200, null]);
  });

  it("answers a signed-in account with the same user and profile as /api/me", async () => {
    for (const role of ["unpaid", "refunded", "admin"] as const) {
      const member = await testApp().as(role);
      const session = await member.get("/api/session");
      expect(session.status).toBe(200);
      expect(session.body).toEqual((await member.get("/api/me")).body);
      expect(session.body).toMatchObject({ user: { email: member.account.email } });
    }
  });
});

describe("PATCH /api/account/profile", () => {
  it("renames the account and its profile", async () => {
    const member = await testApp().as("paid");
    const response = await member.patch("/api/account/profile", { fullName: "  Robin <Example>  " });
    expect(response.body).toEqual({ fullName: "Robin Example" });
    const me = await expectJson(member.api.me.$get());
    expect(me.user.name).toBe("Robin Example");
    expect(me.profile.fullName).toBe("Robin Example");
  });

  it("refuses an empty name", async () => {
    const member = await testApp().as("paid");
    const response = await member.patch("/api/account/profile", { fullName: "   " });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: "validation_error", message: "Full name is required" } });
  });

  it("is for every signed-in account", async () => {
    await expectAccess(testApp(), (client) => client.patch("/api/account/profile", { fullName: "New Name" }), {
      anonymous: 401,
      unpaid: 200,
      paid: 200,
      refunded: 200,
      admin: 200,
    });
  });
});

describe("changing the password", () => {
  it("needs the current password and then signs in with the new one", async () => {
    const member = await testApp().as("paid");
    const wrong = await member.post("/api/auth/change-password", {
      currentPassword: "not-my-password",
      newPassword: "a-new-password",
    });
    expect(wrong.status).toBe(400);
    const changed = await member.post("/api/auth/change-password", {
      currentPassword: member.account.password,
      newPassword: "a-new-password",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    const again = testApp().client();
    const signIn = await again.post("/api/auth/sign-in/email", {
      email: member.account.email,
      password: "a-new-password",
    });
    expect(signIn.status).toBe(200);
  });
});

describe("DELETE /api/account", () => {
  const remove = (client: TestClient, confirmEmail: string, password?: string) =>
    client.send("DELETE", "/api/account", { json: { confirmEmail, password } });

  /** The member as if they had signed up with Google: no password, and a session `minutes` old. */
  const withoutPassword = async (member: SignedInClient, minutes: number) => {
    const { db } = testApp();
    await db.delete(account).where(and(eq(account.userId, member.account.id), eq(account.providerId, "credential")));
    const startedAt = new Date(Date.now() - minutes * 60_000);
    await db.update(session).set({ createdAt: startedAt }).where(eq(session.userId, member.account.id));
  };

  it("cancels the subscription first, then removes the user and everything that is theirs", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member);
    expect((await stateOf(member)).isPaid).toBe(true);
    await member.post("/api/saved-prompts", { title: "Mine", perfectedText: "Summarise this." });

    const response = await remove(member, member.account.email.toUpperCase(), member.account.password);
    expect(response.status).toBe(204);
    const [demo] = await testApp().db.select().from(demoSubscriptions);
    expect(demo?.status).toBe("canceled");
    const { db } = testApp();
    expect(await db.select().from(user).where(eq(user.id, member.account.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, member.account.id))).toHaveLength(0);
    expect(await db.select().from(savedPrompts)).toHaveLength(0);
    expect(await db.select().from(subscriptions)).toHaveLength(0);
    expect((await member.get("/api/me")).status).toBe(401);
  });

  it("asks for the account's own e-mail address as confirmation", async () => {
    const member = await testApp().as("paid");
    const response = await remove(member, "someone-else@example.test", member.account.password);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: "validation_error", message: "Type your account's e-mail address to confirm" },
    });
    expect((await member.get("/api/me")).status).toBe(200);
  });

  it("asks for the current password, and stops a session that keeps guessing it", async () => {
    const member = await testApp().as("paid");
    const missing = await remove(member, member.account.email);
    expect(missing).toMatchObject({
      status: 400,
      body: { error: { code: "validation_error", message: accountMessages.deletePasswordRequired } },
    });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await remove(member, member.account.email, `not-my-password-${attempt}`);
      expect(wrong).toMatchObject({
        status: 400,
        body: { error: { code: "validation_error", message: accountMessages.wrongPassword } },
      });
    }
    const guessing = await remove(member, member.account.email, "yet-another-guess");
    expect(guessing.status).toBe(429);
    expect(guessing.headers.get("retry-after")).toBeTruthy();
    // Past the limit no password is checked: the right one would otherwise end the guessing.
    expect((await remove(member, member.account.email, member.account.password)).status).toBe(429);
    expect((await member.get("/api/me")).status).toBe(200);
  });

  it("lets an account without a password go only within minutes of signing in, and says so", async () => {
    const stale = await testApp().as("paid");
    await withoutPassword(stale, freshSignInMinutes + 1);
    const refused = await remove(stale, stale.account.email);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { code: "forbidden", message: accountMessages.deleteNeedsFreshSignIn } },
    });
    expect(accountMessages.deleteNeedsFreshSignIn).toContain("sign in with Google again");
    expect((await stale.get("/api/me")).status).toBe(200);

    const fresh = await testApp().as("paid");
    await withoutPassword(fresh, 1);
    expect((await remove(fresh, fresh.account.email)).status).toBe(204);
    expect((await fresh.get("/api/me")).status).toBe(401);
  });

  it("refuses to delete the only admin, and lets an admin go once another exists", async () => {
    const admin = await testApp().as("admin");
    const refused = await remove(admin, admin.account.email, admin.account.password);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: "conflict", message: memberMessages.lastAdmin },
    });
    expect((await admin.get("/api/me")).status).toBe(200);

    await testApp().as("admin");
    expect((await remove(admin, admin.account.email, admin.account.password)).status).toBe(204);
  });

  it("is for every signed-in account", async () => {
    // Another admin, so the admin role's account is not the last one.
    await testApp().as("admin");
    await expectAccess(
      testApp(),
      (client) => {
        const signedIn = (client as Partial<SignedInClient>).account;
        return remove(client, signedIn?.email ?? "visitor@example.test", signedIn?.password ?? "a-password");
      },
      { anonymous: 401, unpaid: 204, paid: 204, refunded: 204, admin: 204 },
    );
  });
});
