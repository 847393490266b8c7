import { randomUUID } from "node:crypto";

import { savedPromptListSchema } from "@promptloom/contracts/saved-prompts";
import { describe, expect, it } from "vitest";

import { seedStudio } from "../features/studio/seed-studio.ts";
import { createLogger } from "../logger.ts";
import { createKeyFor, withKey } from "../testing/api-key-requests.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { expectBody } from "../testing/expect-json.ts";
import { phonePhoto } from "../testing/photo-fixtures.ts";
import type { TestClient } from "../testing/test-client.ts";

const testApp = useTestApp();

const prompt = { title: "Meeting recap", perfectedText: "Summarise this meeting in five bullets." };

const savedCount = async (member: TestClient) =>
  expectBody(await member.get("/api/saved-prompts"), savedPromptListSchema).items.length;

describe("Idempotency-Key on creates", () => {
  it("answers a retried web create with the first answer, and stores one prompt", async () => {
    const member = await testApp().as("paid");
    const key = randomUUID();
    const headers = { "Idempotency-Key": key };
    const first = await member.post("/api/saved-prompts", prompt, { headers });
    expect(first.status).toBe(201);
    const retried = await member.post("/api/saved-prompts", prompt, { headers });
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(await savedCount(member)).toBe(1);

    // Without a key, or with a new one, a second prompt is created as before.
    expect((await member.post("/api/saved-prompts", prompt)).status).toBe(201);
    expect(
      (await member.post("/api/saved-prompts", prompt, { headers: { "Idempotency-Key": randomUUID() } })).status,
    ).toBe(201);
    expect(await savedCount(member)).toBe(3);
  });

  it("stores one prompt when the same key is sent eight times at once", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => member.post("/api/saved-prompts", prompt, { headers })),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(await savedCount(member)).toBe(1);
  });

  it("refuses the same key with another body (422) and a malformed key (400)", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    expect((await member.post("/api/saved-prompts", prompt, { headers })).status).toBe(201);
    const other = await member.post("/api/saved-prompts", { ...prompt, title: "Other" }, { headers });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: { message: expect.stringContaining("different request") as string } });
    const malformed = await member.post("/api/saved-prompts", prompt, {
      headers: { "Idempotency-Key": "x".repeat(300) },
    });
    expect(malformed.status).toBe(400);
    expect(await savedCount(member)).toBe(1);
  });

  it("keeps each caller's keys apart", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().as("paid");
    const headers = { "Idempotency-Key": "shared-key-1" };
    expect((await member.post("/api/saved-prompts", prompt, { headers })).status).toBe(201);
    const theirs = await other.post("/api/saved-prompts", prompt, { headers });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await savedCount(other)).toBe(1);
  });

  it("works on the public API: a retried create returns the first prompt", async () => {
    const member = await testApp().as("paid");
    const apiKey = await createKeyFor(member);
    const client = testApp().client();
    const headers = { ...withKey(apiKey).headers, "Idempotency-Key": randomUUID() };
    const first = await client.post("/api/v1/prompts", prompt, { headers });
    expect(first.status).toBe(201);
    const retried = await client.post("/api/v1/prompts", prompt, { headers });
    expect(retried.body).toEqual(first.body);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(await savedCount(member)).toBe(1);
  });

  it("lets uploads that read their bodies under their own limits do so (the library import)", async () => {
    const admin = await testApp().as("admin");
    const csv = [
      "slug,title,description,body,type,category,models",
      'quarterly-review,Quarterly review,Prepare it.,"Help me prepare {{manager}}.",text,productivity-planning,chatgpt',
    ].join("\n");
    const headers = { "Idempotency-Key": randomUUID() };
    const preview = await admin.post(
      "/api/admin/library/import",
      { format: "csv", content: csv, dryRun: true },
      { headers },
    );
    expect(preview.status).toBe(200);
    const again = await admin.post(
      "/api/admin/library/import",
      { format: "csv", content: csv, dryRun: true },
      { headers },
    );
    expect(again.body).toEqual(preview.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("stores one photo when an upload is retried with the same key, and the connection keeps working", async () => {
    await seedStudio({ db: testApp().db, logger: createLogger("silent") });
    const member = await testApp().as("paid");
    const photo = await phonePhoto({ width: 40, height: 30, colour: { r: 240, g: 120, b: 30 } });
    const headers = { "Idempotency-Key": randomUUID() };
    const upload = () => {
      const form = new FormData();
      form.append("photo", new Blob([photo], { type: "image/jpeg" }), "holiday.jpg");
      return member.send("POST", "/api/photo-studio/uploads", { body: form, headers });
    };
    const first = await upload();
    expect(first.status).toBe(201);
    const retried = await upload();
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    const uploads = await member.get("/api/photo-studio/uploads");
    expect((uploads.body as { items: unknown[] }).items).toHaveLength(1);
    // Without a key, every upload is a new one.
    const form = new FormData();
    form.append("photo", new Blob([photo], { type: "image/jpeg" }), "holiday.jpg");
    expect((await member.send("POST", "/api/photo-studio/uploads", { body: form })).status).toBe(201);
    expect(((await member.get("/api/photo-studio/uploads")).body as { items: unknown[] }).items).toHaveLength(2);
  });

  it("does not keep a refused answer, so a corrected retry with the same key runs", async () => {
    const member = await testApp().as("paid");
    const headers = { "Idempotency-Key": randomUUID() };
    expect((await member.post("/api/saved-prompts", { title: "" }, { headers })).status).toBe(400);
    expect((await member.post("/api/saved-prompts", { title: "" }, { headers })).status).toBe(400);
  });
});
