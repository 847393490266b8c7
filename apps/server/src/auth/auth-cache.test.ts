import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { profiles } from "../db/schema/index.ts";
import { useTestApp, type TestAccount } from "../testing/create-test-app.ts";
import { ONE_SECOND, timeUntilSeen } from "../testing/time-until-seen.ts";

const testApp = useTestApp();

/** A session cookie as a device holds it, to replay after the session has ended. */
const signIn = async (account: TestAccount) => {
  const { baseUrl } = testApp();
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
};

/** GET /api/me with a replayed cookie: the status and, when signed in, the profile flags. */
const me = async (baseUrl: string, cookie: string) => {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { profile?: { isPaid: boolean; isAdmin: boolean; refunded: boolean } };
  return { status: response.status, profile: body.profile };
};

/** Both instances have read the session and profile once, so both keep them in memory. */
const twoWarmInstances = async (cookie: string) => {
  const other = await testApp().startAnotherInstance();
  for (const baseUrl of [testApp().baseUrl, other.baseUrl]) expect((await me(baseUrl, cookie)).status).toBe(200);
  for (const baseUrl of [testApp().baseUrl, other.baseUrl]) expect((await me(baseUrl, cookie)).status).toBe(200);
  return other;
};

describe("signed-in reads kept in memory", () => {
  it("refuse a signed-out session at once on the instance that signed out, and on the others within a second", async () => {
    const member = await testApp().as("paid");
    const cookie = await signIn(member.account);
    const other = await twoWarmInstances(cookie);
    try {
      const out = await fetch(`${testApp().baseUrl}/api/auth/sign-out`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: testApp().baseUrl, "Content-Type": "application/json" },
        body: "{}",
      });
      expect(out.status).toBe(200);
      const signedOut = performance.now();
      expect((await me(testApp().baseUrl, cookie)).status).toBe(401);
      const delay = await timeUntilSeen(async () => (await me(other.baseUrl, cookie)).status, 401, signedOut);
      expect(delay).toBeLessThanOrEqual(ONE_SECOND);
    } finally {
      await other.close();
    }
  });

  it("refuse a refunded member's sessions on every instance within a second of the refund", async () => {
    const member = await testApp().as("paid");
    const admin = await testApp().as("admin");
    const cookie = await signIn(member.account);
    const other = await twoWarmInstances(cookie);
    try {
      const refund = await admin.post(`/api/admin/users/${member.account.id}/access`, {
        access: "refunded",
        reason: "Refunded in the payment dashboard",
      });
      expect(refund.status).toBe(200);
      const refunded = performance.now();
      expect((await me(testApp().baseUrl, cookie)).status).toBe(401);
      const delay = await timeUntilSeen(async () => (await me(other.baseUrl, cookie)).status, 401, refunded);
      expect(delay).toBeLessThanOrEqual(ONE_SECOND);
    } finally {
      await other.close();
    }
  });

  it("show an admin's change to a member's access at once, and on the others within a second", async () => {
    const member = await testApp().as("unpaid");
    const admin = await testApp().as("admin");
    const cookie = await signIn(member.account);
    const other = await twoWarmInstances(cookie);
    try {
      const promoted = await admin.put(`/api/admin/users/${member.account.id}/admin`, { isAdmin: true });
      expect(promoted.status).toBe(200);
      const changed = performance.now();
      expect((await me(testApp().baseUrl, cookie)).profile?.isAdmin).toBe(true);
      const delay = await timeUntilSeen(async () => (await me(other.baseUrl, cookie)).profile?.isAdmin, true, changed);
      expect(delay).toBeLessThanOrEqual(ONE_SECOND);
      expect((await fetch(`${other.baseUrl}/api/admin/users`, { headers: { Cookie: cookie } })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("refuse a deleted account's sessions on every instance within a second", async () => {
    const member = await testApp().as("paid");
    const cookie = await signIn(member.account);
    const other = await twoWarmInstances(cookie);
    try {
      const deleted = await member.send("DELETE", "/api/account", {
        json: { confirmEmail: member.account.email, password: member.account.password },
      });
      expect(deleted.status).toBe(204);
      const gone = performance.now();
      expect((await me(testApp().baseUrl, cookie)).status).toBe(401);
      const delay = await timeUntilSeen(async () => (await me(other.baseUrl, cookie)).status, 401, gone);
      expect(delay).toBeLessThanOrEqual(ONE_SECOND);
    } finally {
      await other.close();
    }
  });

  it("follow a change made in the database by any other means on every instance within a second", async () => {
    const member = await testApp().as("paid");
    const cookie = await signIn(member.account);
    const other = await twoWarmInstances(cookie);
    try {
      await testApp().db.update(profiles).set({ isPaid: false }).where(eq(profiles.id, member.account.id));
      const changed = performance.now();
      for (const baseUrl of [testApp().baseUrl, other.baseUrl]) {
        const delay = await timeUntilSeen(async () => (await me(baseUrl, cookie)).profile?.isPaid, false, changed);
        expect(delay, baseUrl).toBeLessThanOrEqual(ONE_SECOND);
      }
      const library = await fetch(`${other.baseUrl}/api/library`, { headers: { Cookie: cookie } });
      expect(library.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});
