import { savedPromptSchema } from "@promptloom/contracts/saved-prompts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { profiles } from "../db/schema/index.ts";
import { createKeyFor } from "../testing/api-key-requests.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { expectBody, expectJson } from "../testing/expect-json.ts";

const testApp = useTestApp();

/** The browser extension's pages call from an origin of their own. */
const extensionOrigin = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
const fromExtension = (key?: string) => ({
  headers: { Origin: extensionOrigin, ...(key ? { Authorization: `Bearer ${key}` } : {}) },
});

const preflight = (path: string, method = "POST") =>
  testApp()
    .client()
    .send("OPTIONS", path, {
      headers: {
        Origin: extensionOrigin,
        "Access-Control-Request-Method": method,
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });

describe("the public API from another origin", () => {
  it("grants the preflight for a key in the Authorization header, without credentials", async () => {
    const answer = await preflight("/api/v1/prompts");
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("lets a paying member's key read and save from the extension's origin", async () => {
    const member = await testApp().as("paid");
    const key = await createKeyFor(member, "Promptloom for Chrome");
    const client = testApp().client();

    const me = await client.get("/api/v1/me", fromExtension(key));
    expect(me.status).toBe(200);
    expect(me.headers.get("access-control-allow-origin")).toBe("*");

    const saved = await client.post(
      "/api/v1/prompts",
      { title: "Launch email", perfectedText: "Write a launch email.", source: "manual" },
      fromExtension(key),
    );
    expect(expectBody(saved, savedPromptSchema, 201)).toMatchObject({ title: "Launch email" });
  });

  it("answers refusals readably too, so the extension can say why", async () => {
    const member = await testApp().as("paid");
    const key = await createKeyFor(member, "Promptloom for Chrome");
    const client = testApp().client();

    const invalid = await client.post("/api/v1/prompts", { title: "" }, fromExtension(key));
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("access-control-allow-origin")).toBe("*");

    const missing = await client.get("/api/v1/me", fromExtension());
    expect(missing.status).toBe(401);
    expect(missing.headers.get("access-control-allow-origin")).toBe("*");

    const [created] = (await expectJson(member.api["api-keys"].$get())).items;
    expect((await member.api["api-keys"][":id"].$delete({ param: { id: created?.id ?? "" } })).status).toBe(204);
    const revoked = await client.get("/api/v1/me", fromExtension(key));
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("refuses unpaid and refunded members' keys, readably", async () => {
    const { db } = testApp();
    const member = await testApp().as("paid");
    const key = await createKeyFor(member, "Promptloom for Chrome");
    const client = testApp().client();

    await db.update(profiles).set({ isPaid: false }).where(eq(profiles.id, member.account.id));
    const unpaid = await client.get("/api/v1/me", fromExtension(key));
    expect(unpaid.status).toBe(403);
    expect(unpaid.headers.get("access-control-allow-origin")).toBe("*");

    await db.update(profiles).set({ isPaid: true, refunded: true }).where(eq(profiles.id, member.account.id));
    expect((await client.get("/api/v1/me", fromExtension(key))).status).toBe(403);
  });

  it("grants nothing cross-origin outside the public API", async () => {
    const answer = await preflight("/api/api-keys");
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();

    const member = await testApp().as("paid");
    const session = await member.get("/api/session", { headers: { Origin: extensionOrigin } });
    expect(session.headers.get("access-control-allow-origin")).toBeNull();
    const minted = await member.post("/api/api-keys", { name: "Stolen" }, { headers: { Origin: extensionOrigin } });
    expect(minted.status).toBe(403);
  });
});
