import { communityPromptListSchema } from "@promptloom/contracts/community-prompts";
import { libraryItemSchema, libraryListSchema } from "@promptloom/contracts/library-search";
import { savedPromptListSchema, savedPromptSchema } from "@promptloom/contracts/saved-prompts";
import { trackUsageResponseSchema, usageSummarySchema } from "@promptloom/contracts/usage";
import { perfectPromptResponseSchema } from "@promptloom/contracts/voice";
import { describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts } from "../db/schema/index.ts";
import { createKeyFor, withKey } from "../testing/api-key-requests.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { expectBody, expectJson } from "../testing/expect-json.ts";
import type { TestClient } from "../testing/test-client.ts";

const testApp = useTestApp();

/**
 * A paying member's key, and an automation (no cookies) that calls the API with it. The public API
 * is routed from its operation list, out of the typed client's reach: answers are checked against
 * the contract schemas the OpenAPI document is written from (`expectBody`).
 */
const automation = async () => {
  const member = await testApp().as("paid");
  const key = await createKeyFor(member);
  const client = testApp().client();
  return {
    member,
    get: (path: string) => client.get(path, withKey(key)),
    post: (path: string, json?: unknown) => client.post(path, json, withKey(key)),
    send: (options: { body: string; contentType?: string }) =>
      client.send("POST", "/api/v1/prompts/refine", {
        body: options.body,
        headers: { ...withKey(key).headers, "Content-Type": options.contentType ?? "application/json" },
      }),
  };
};

describe("public API: prompts", () => {
  it("refines a prompt with the app's engine", async () => {
    const api = await automation();
    const refined = expectBody(
      await api.post("/api/v1/prompts/refine", {
        prompt: "write a cold email to a bakery owner about our delivery app",
      }),
      perfectPromptResponseSchema,
    );
    expect(refined.perfected.length).toBeGreaterThan(40);
    expect(refined.engine).toBeTruthy();
  });

  it("answers bad refinement requests with a clear 400", async () => {
    const api = await automation();
    const blank = await api.post("/api/v1/prompts/refine", { prompt: "   " });
    expect(blank).toMatchObject({
      status: 400,
      body: { error: { code: "validation_error", message: "prompt is required" } },
    });
    const tooLong = await api.post("/api/v1/prompts/refine", { prompt: "x".repeat(10_001) });
    expect(tooLong.status).toBe(400);
    expect((await api.send({ body: "{not json" })).body).toMatchObject({ error: { code: "bad_request" } });
    expect((await api.send({ body: "" })).status).toBe(400);
  });

  it("saves prompts as an automation's, lists and searches them, and reads one back", async () => {
    const api = await automation();
    const saved = expectBody(
      await api.post("/api/v1/prompts", {
        title: "Bakery outreach",
        perfectedText: "You are a sales writer. Write a short cold email to a bakery owner.",
        rawText: "cold email bakery",
        tags: ["Sales", "email"],
      }),
      savedPromptSchema,
      201,
    );
    expect(saved).toMatchObject({ title: "Bakery outreach", source: "automation", tags: ["sales", "email"] });
    await api.post("/api/v1/prompts", { title: "Other", perfectedText: "Summarise this meeting." });

    const all = expectBody(await api.get("/api/v1/prompts"), savedPromptListSchema);
    expect(all.items.map((prompt) => prompt.title)).toEqual(["Other", "Bakery outreach"]);
    const found = expectBody(await api.get("/api/v1/prompts?q=bakery&source=automation"), savedPromptListSchema);
    expect(found.items.map((prompt) => prompt.id)).toEqual([saved.id]);
    expect(expectBody(await api.get(`/api/v1/prompts/${saved.id}`), savedPromptSchema)).toEqual(saved);

    // The app shows the same prompt in My Prompts.
    const inApp = await expectJson(api.member.api["saved-prompts"].$get({ query: {} }));
    expect(inApp.items.map((prompt) => prompt.id)).toContain(saved.id);
  });

  it("keeps each member's prompts to themselves", async () => {
    const owner = await automation();
    const saved = expectBody(
      await owner.post("/api/v1/prompts", { title: "Mine", perfectedText: "Private text" }),
      savedPromptSchema,
      201,
    );
    const other = await automation();
    expect((await other.get(`/api/v1/prompts/${saved.id}`)).status).toBe(404);
    expect(expectBody(await other.get("/api/v1/prompts"), savedPromptListSchema).items).toEqual([]);
  });

  it("refuses invalid prompt input", async () => {
    const api = await automation();
    expect((await api.post("/api/v1/prompts", { title: "No text" })).status).toBe(400);
    expect((await api.post("/api/v1/prompts", { title: "", perfectedText: "x" })).status).toBe(400);
    expect((await api.post("/api/v1/prompts", { title: "x", perfectedText: "x", source: "fax" })).status).toBe(400);
    expect((await api.get("/api/v1/prompts/not-a-uuid")).status).toBe(400);
    expect((await api.get("/api/v1/prompts?limit=1000")).status).toBe(400);
  });
});

describe("public API: library, community and usage", () => {
  it("searches the published library and reads a prompt by slug", async () => {
    const { db } = testApp();
    await db.insert(libraryCategories).values({ slug: "email", name: "Email", description: "Mail.", type: "text" });
    const base = {
      description: "d",
      body: "Write a follow-up email.",
      type: "text" as const,
      category: "email",
      tags: ["sales"],
    };
    await db.insert(libraryPrompts).values([
      { ...base, slug: "follow-up", title: "Follow-up email" },
      { ...base, slug: "draft-one", title: "Follow-up draft", status: "draft" },
    ]);
    const api = await automation();
    const list = expectBody(await api.get("/api/v1/library?q=follow-up&tags=sales"), libraryListSchema);
    expect(list.items.map((item) => item.slug)).toEqual(["follow-up"]);
    const one = expectBody(await api.get("/api/v1/library/follow-up"), libraryItemSchema);
    expect(one).toMatchObject({ slug: "follow-up", body: "Write a follow-up email." });
    expect((await api.get("/api/v1/library/draft-one")).status).toBe(404);
    expect((await api.get("/api/v1/library?type=video")).status).toBe(400);
  });

  it("lists approved community prompts", async () => {
    const api = await automation();
    const list = expectBody(await api.get("/api/v1/community-prompts?sort=newest"), communityPromptListSchema);
    expect(list.items).toEqual([]);
    expect((await api.get("/api/v1/community-prompts?sort=oldest")).status).toBe(400);
  });

  it("records time saved and reports it back", async () => {
    const api = await automation();
    const tracked = expectBody(
      await api.post("/api/v1/usage", { event: "prompt_refined", minutes_saved: 20 }),
      trackUsageResponseSchema,
      201,
    );
    expect(tracked).toMatchObject({
      event: { event: "prompt_refined", minutesSaved: 20, source: "automation" },
      totalMinutes: 20,
    });
    await api.post("/api/v1/usage", { event: "prompt_saved" });
    const summary = expectBody(await api.get("/api/v1/usage/summary?timeZone=Europe/Paris"), usageSummarySchema);
    expect(summary).toMatchObject({ timeZone: "Europe/Paris", totalMinutes: 35, todayMinutes: 35 });
    expect((await api.post("/api/v1/usage", { event: "Bad Event" })).status).toBe(400);
    expect((await api.get("/api/v1/usage/summary?timeZone=Mars/Olympus")).status).toBe(400);
  });

  it(
    "shares the web app's usage limit: 60 calls per 10 minutes, however they arrive",
    { timeout: 60_000 },
    async () => {
      const api = await automation();
      const calls = Array.from({ length: 30 }, () =>
        api.post("/api/v1/usage", { event: "report_written", minutes_saved: 60 }),
      );
      expect((await Promise.all(calls)).map((response) => response.status)).toEqual(Array(30).fill(201));
      for (let call = 1; call <= 30; call += 1) {
        expect((await api.member.post("/api/functions/track-usage", { event: "prompt_copied" })).status).toBe(200);
      }
      const refused = await api.post("/api/v1/usage", { event: "report_written", minutes_saved: 60 });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await api.member.post("/api/functions/track-usage", { event: "prompt_copied" })).status).toBe(429);
      const summary = expectBody(await api.get("/api/v1/usage/summary?timeZone=UTC"), usageSummarySchema);
      expect(summary.totalMinutes).toBe(30 * 60 + 30 * 15);
    },
  );
});

describe("public API: rate limits", () => {
  it("refuses a member's 121st call in a minute, whichever key it uses", async () => {
    const api = await automation();
    const secondKey = await createKeyFor(api.member, "second");
    const other = testApp().client();
    for (let call = 0; call < 119; call += 1) expect((await api.get("/api/v1/me")).status).toBe(200);
    expect((await other.get("/api/v1/me", withKey(secondKey))).status).toBe(200);
    const refused = await other.get("/api/v1/me", withKey(secondKey));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

    const stranger = await automation();
    expect((await stranger.get("/api/v1/me")).status).toBe(200);
  });

  it("shares the member's refinement limit with the app", async () => {
    const api = await automation();
    const member: TestClient = api.member;
    for (let call = 0; call < 30; call += 1) {
      expect(
        (await member.post("/api/functions/perfect-prompt", { prompt: `draft an email number ${call}` })).status,
      ).toBe(200);
    }
    const refused = await api.post("/api/v1/prompts/refine", { prompt: "one more" });
    expect(refused.status).toBe(429);
  });
});
