import { apiKeyFormat, apiKeyMessages } from "@promptloom/contracts/api-keys";
import { accessMessages } from "@promptloom/contracts/auth-messages";
import { apiMeSchema } from "@promptloom/contracts/public-api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { hashApiKey } from "../../auth/api-key-secret.ts";
import { apiKeys, profiles, user } from "../../db/schema/index.ts";
import { createKeyFor, withKey } from "../../testing/api-key-requests.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectBody, expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

/** A request from an automation: no cookies, just the key. */
const callWithKey = (key: string) => testApp().client().get("/api/v1/me", withKey(key));

const keysOf = async (member: SignedInClient) => (await expectJson(member.api["api-keys"].$get())).items;

const revoke = (member: SignedInClient, id: string) => member.api["api-keys"][":id"].$delete({ param: { id } });

describe("member API keys", () => {
  it("shows a new key once, then lists it by name and prefix only, and keeps just its hash", async () => {
    const member = await testApp().as("paid");
    const created = await expectJson(member.api["api-keys"].$post({ json: { name: "  Sheets workflow " } }), 201);
    expect(created.key).toMatch(apiKeyFormat.pattern);
    expect(created).toMatchObject({
      name: "Sheets workflow",
      prefix: created.key.slice(0, apiKeyFormat.prefixLength),
      lastUsedAt: null,
    });

    const list = await keysOf(member);
    expect(list).toEqual([
      {
        id: created.id,
        name: "Sheets workflow",
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.key);

    const [row] = await testApp().db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.hash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it("refuses a blank or overlong name", async () => {
    const member = await testApp().as("paid");
    for (const name of ["", "   ", "x".repeat(61)]) {
      const response = await member.post("/api/api-keys", { name });
      expect(response.status).toBe(400);
    }
    expect((await member.post("/api/api-keys", {})).status).toBe(400);
  });

  it("acts as its member and records when it was last used", async () => {
    const member = await testApp().as("paid");
    const key = await createKeyFor(member);
    const me = expectBody(await callWithKey(key), apiMeSchema);
    expect(me).toEqual({ id: member.account.id, email: member.account.email, name: member.account.name });
    expect((await keysOf(member))[0]?.lastUsedAt).not.toBeNull();
  });

  it("is refused from the moment it is revoked, and only its owner can revoke it", async () => {
    const member = await testApp().as("paid");
    const key = await createKeyFor(member);
    const id = (await keysOf(member))[0]?.id ?? "";

    const stranger = await testApp().as("paid");
    expect((await revoke(stranger, id)).status).toBe(404);
    expect((await callWithKey(key)).status).toBe(200);

    expect((await revoke(member, id)).status).toBe(204);
    const refused = await callWithKey(key);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: { code: "unauthorized", message: apiKeyMessages.invalid } });
    expect(await keysOf(member)).toEqual([]);
    expect((await revoke(member, id)).status).toBe(404);
    expect((await member.delete("/api/api-keys/not-a-uuid")).status).toBe(400);
  });

  it("stops working at once when its member stops paying, is refunded or is deleted", async () => {
    const { db } = testApp();
    const member = await testApp().as("paid");
    const key = await createKeyFor(member);
    expect((await callWithKey(key)).status).toBe(200);

    await db.update(profiles).set({ isPaid: false }).where(eq(profiles.id, member.account.id));
    const unpaid = await callWithKey(key);
    expect(unpaid.status).toBe(403);
    expect(unpaid.body).toMatchObject({ error: { message: accessMessages.subscriptionRequired } });

    await db.update(profiles).set({ isPaid: true, refunded: true }).where(eq(profiles.id, member.account.id));
    expect((await callWithKey(key)).body).toMatchObject({ error: { message: accessMessages.refunded } });

    await db.update(profiles).set({ refunded: false }).where(eq(profiles.id, member.account.id));
    expect((await callWithKey(key)).status).toBe(200);
    await db.delete(user).where(eq(user.id, member.account.id));
    expect((await callWithKey(key)).status).toBe(401);
  });

  it("refuses malformed keys, unknown keys and a known prefix with the wrong secret", async () => {
    const member = await testApp().as("paid");
    const key = await createKeyFor(member);
    const forged = key.slice(0, apiKeyFormat.prefixLength) + "A".repeat(key.length - apiKeyFormat.prefixLength);
    for (const candidate of ["", "pl_live_short", key.toUpperCase(), forged, `${key}x`]) {
      expect((await callWithKey(candidate)).status).toBe(401);
    }
    const noKey = await testApp().client().get("/api/v1/me");
    expect(noKey.body).toEqual({ error: { code: "unauthorized", message: apiKeyMessages.missing } });
    const basic = await testApp()
      .client()
      .get("/api/v1/me", { headers: { Authorization: `Basic ${btoa("a:b")}` } });
    expect(basic.status).toBe(401);
  });

  it("does not let the public API ride on a cookie session", async () => {
    const member = await testApp().as("paid");
    const response = await member.get("/api/v1/me");
    expect(response.status).toBe(401);
  });

  it("is refused by every cookie-only route, even when the member's cookies come along", async () => {
    const admin = await testApp().as("admin");
    const key = await createKeyFor(admin);
    const attempts = [
      admin.get("/api/api-keys", withKey(key)),
      admin.post("/api/api-keys", { name: "minted by a key" }, withKey(key)),
      admin.get("/api/saved-prompts", withKey(key)),
      admin.delete("/api/account", {
        ...withKey(key),
        json: { confirmEmail: admin.account.email, password: admin.account.password },
      }),
      admin.post("/api/functions/customer-portal", {}, withKey(key)),
      admin.get("/api/admin/community-prompts", withKey(key)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: "unauthorized", message: apiKeyMessages.notAccepted } });
    }
    expect(await testApp().db.select().from(user).where(eq(user.id, admin.account.id))).toHaveLength(1);
    expect(await keysOf(admin)).toHaveLength(1);
  });

  it("holds at most twenty keys per member", async () => {
    const member = await testApp().as("paid");
    for (let index = 0; index < 20; index += 1) await createKeyFor(member, `key ${index}`);
    const response = await member.post("/api/api-keys", { name: "one too many" });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: { code: "conflict", message: apiKeyMessages.tooMany } });
  });

  it("is managed by paying members only", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/api-keys", { name: "n8n" }), {
      anonymous: 401,
      unpaid: 403,
      paid: 201,
      refunded: 403,
      admin: 201,
    });
    await expectAccess(testApp(), (client) => client.get("/api/api-keys"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
  });
});
