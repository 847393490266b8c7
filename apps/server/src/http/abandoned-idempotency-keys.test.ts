import { randomUUID } from "node:crypto";

import { savedPromptListSchema, savedPromptSchema } from "@promptloom/contracts/saved-prompts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { idempotencyKeys, savedPrompts } from "../db/schema/index.ts";
import { createKeyFor, withKey } from "../testing/api-key-requests.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { expectBody } from "../testing/expect-json.ts";
import type { TestClient } from "../testing/test-client.ts";
import { ABANDONED_AFTER_MS, KEEP_MS } from "./idempotency-claims.ts";

const testApp = useTestApp();

const prompt = { title: "Meeting recap", perfectedText: "Summarise this meeting in five bullets." };

const listed = async (member: TestClient) =>
  expectBody(await member.get("/api/saved-prompts"), savedPromptListSchema).items;

/**
 * What a server killed mid-request leaves behind: the key claimed, no answer stored. The claim is
 * dated `ageMs` back, as if its request had started then; so is the prompt, when one was stored.
 */
const answerLost = async (key: string, ageMs: number) => {
  const then = new Date(Date.now() - ageMs);
  const { db } = testApp();
  await db
    .update(idempotencyKeys)
    .set({ status: null, contentType: null, body: null, createdAt: then, claimedAt: then })
    .where(eq(idempotencyKeys.key, key));
  await db.update(savedPrompts).set({ createdAt: then, updatedAt: then }).where(eq(savedPrompts.idempotencyKey, key));
};

/** The same, when the server died before the prompt's insert committed. */
const nothingStored = async (key: string, ageMs: number) => {
  await testApp().db.delete(savedPrompts).where(eq(savedPrompts.idempotencyKey, key));
  await answerLost(key, ageMs);
};

const longAgo = ABANDONED_AFTER_MS + 60_000;

describe("Idempotency-Key whose answer was lost", () => {
  it("lets a retry take over a claim older than the limit, and run the create", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    expect((await member.post("/api/saved-prompts", prompt, { headers })).status).toBe(201);
    await nothingStored(headers["Idempotency-Key"], longAgo);
    expect(await listed(member)).toHaveLength(0);

    const retried = await member.post("/api/saved-prompts", prompt, { headers });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    const saved = expectBody(retried, savedPromptSchema, 201);
    expect(saved).toMatchObject(prompt);
    expect((await listed(member)).map((item) => item.id)).toEqual([saved.id]);

    // Its answer is kept like any other: the next retry is a replay.
    const again = await member.post("/api/saved-prompts", prompt, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(retried.body);
    expect(await listed(member)).toHaveLength(1);
  });

  it("still answers 409 while the claim is younger than the limit", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    expect((await member.post("/api/saved-prompts", prompt, { headers })).status).toBe(201);
    for (const ageMs of [0, ABANDONED_AFTER_MS - 60_000]) {
      await nothingStored(headers["Idempotency-Key"], ageMs);
      const retried = await member.post("/api/saved-prompts", prompt, { headers });
      expect(retried.status).toBe(409);
      expect(retried.body).toMatchObject({
        error: { message: expect.stringContaining("still being processed") as string },
      });
    }
    expect(await listed(member)).toHaveLength(0);
  });

  it("refuses an abandoned key sent with another body (422), and leaves the claim to its own request", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    expect((await member.post("/api/saved-prompts", prompt, { headers })).status).toBe(201);
    await nothingStored(headers["Idempotency-Key"], longAgo);
    const other = await member.post("/api/saved-prompts", { ...prompt, title: "Another" }, { headers });
    expect(other.status).toBe(422);
    expect(await listed(member)).toHaveLength(0);
    expect((await member.post("/api/saved-prompts", prompt, { headers })).status).toBe(201);
    expect(await listed(member)).toHaveLength(1);
  });

  it("answers with the prompt the first attempt stored, when only its answer was lost", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    const first = await member.post("/api/saved-prompts", prompt, { headers });
    expect(first.status).toBe(201);
    await answerLost(headers["Idempotency-Key"], longAgo);
    const stored = expectBody(first, savedPromptSchema, 201);

    const retried = await member.post("/api/saved-prompts", prompt, { headers });
    expect(retried.status).toBe(201);
    // The prompt as stored (its dates were set back with the claim's), not a new one.
    expect(retried.body).toEqual(expectBody(await member.get(`/api/saved-prompts/${stored.id}`), savedPromptSchema));
    expect(expectBody(retried, savedPromptSchema, 201).id).toBe(stored.id);
    expect((await listed(member)).map((item) => item.id)).toEqual([stored.id]);
    const versions = await member.get(`/api/saved-prompts/${stored.id}/versions`);
    expect((versions.body as { items: unknown[] }).items).toHaveLength(1);
  });

  it("does the same on the public API", async () => {
    const member = await testApp().as("paid");
    const client = testApp().client();
    const headers = { ...withKey(await createKeyFor(member)).headers, "Idempotency-Key": randomUUID() };
    const first = await client.post("/api/v1/prompts", prompt, { headers });
    expect(first.status).toBe(201);
    await answerLost(headers["Idempotency-Key"], longAgo);

    const retried = await client.post("/api/v1/prompts", prompt, { headers });
    expect(retried.status).toBe(201);
    expect(expectBody(retried, savedPromptSchema, 201).id).toBe(expectBody(first, savedPromptSchema, 201).id);
    expect(await listed(member)).toHaveLength(1);
  });

  it("lets one of two simultaneous retries run, and stores one prompt", async () => {
    const member = await testApp().as("paid");
    for (const lost of [nothingStored, answerLost]) {
      const headers = { "Idempotency-Key": randomUUID() };
      expect((await member.post("/api/saved-prompts", prompt, { headers })).status).toBe(201);
      await lost(headers["Idempotency-Key"], longAgo);
      const answers = await Promise.all([
        member.post("/api/saved-prompts", prompt, { headers }),
        member.post("/api/saved-prompts", prompt, { headers }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // The loser finds the claim just taken (409), or, if it comes late, its stored answer (201).
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
    }
    expect(await listed(member)).toHaveLength(2);
  });

  it("answers with the stored prompt when a failure after its insert freed the key", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    const first = expectBody(await member.post("/api/saved-prompts", prompt, { headers }), savedPromptSchema, 201);
    // A 5xx frees the key (its answer is not kept), though the prompt's insert had committed.
    await testApp().db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, headers["Idempotency-Key"]));

    const retried = await member.post("/api/saved-prompts", prompt, { headers });
    expect(expectBody(retried, savedPromptSchema, 201)).toEqual(first);
    expect(await listed(member)).toHaveLength(1);
  });

  it("creates a new prompt when a key is used again after its 24 hours", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    expect((await member.post("/api/saved-prompts", prompt, { headers })).status).toBe(201);
    // The key and its prompt a day and more in the past, the answer kept.
    const then = new Date(Date.now() - KEEP_MS - 60_000);
    const { db } = testApp();
    await db
      .update(idempotencyKeys)
      .set({ createdAt: then, claimedAt: then })
      .where(eq(idempotencyKeys.key, headers["Idempotency-Key"]));
    await db
      .update(savedPrompts)
      .set({ createdAt: then })
      .where(eq(savedPrompts.idempotencyKey, headers["Idempotency-Key"]));

    const reused = await member.post("/api/saved-prompts", { ...prompt, title: "Next week" }, { headers });
    expect(reused.status).toBe(201);
    expect(reused.body).toMatchObject({ title: "Next week" });
    expect((await listed(member)).map((item) => item.title).sort()).toEqual(["Meeting recap", "Next week"]);
  });
});
