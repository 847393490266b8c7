import type { CommunityPrompt } from "@promptloom/contracts/community-prompts";
import type { LibraryItem, LibraryList } from "@promptloom/contracts/library-search";
import type { ListResponse } from "@promptloom/contracts/list";
import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import type { TrackUsageResponse, UsageSummary } from "@promptloom/contracts/usage";
import type { PerfectPromptResponse } from "@promptloom/contracts/voice";
import { describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts } from "../db/schema/index.ts";
import { createKeyFor, withKey } from "../testing/api-key-requests.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import type { TestClient } from "../testing/test-client.ts";

const testApp = useTestApp();

/** A paying member's key, and an automation (no cookies) that calls the API with it. */
const automation = async () => {
  const member = await testApp().as("paid");
  const key = await createKeyFor(member);
  const client = testApp().client();
  return {
    member,
    get: <T>(path: string) => client.get<T>(path, withKey(key)),
    post: <T>(path: string, json?: unknown) => client.post<T>(path, json, withKey(key)),
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
    const response = await api.post<PerfectPromptResponse>("/api/v1/prompts/refine", {
      prompt: "write a cold email to a bakery owner about our delivery app",
    });
    expect(response.status).toBe(200);
    expect(response.body.perfected.length).toBeGreaterThan(40);
    expect(response.body.engine).toBeTruthy();
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
    const saved = await api.post<SavedPrompt>("/api/v1/prompts", {
      title: "Bakery outreach",
      perfectedText: "You are a sales writer. Write a short cold email to a bakery owner.",
      rawText: "cold email bakery",
      tags: ["Sales", "email"],
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ title: "Bakery outreach", source: "automation", tags: ["sales", "email"] });
    await api.post("/api/v1/prompts", { title: "Other", perfectedText: "Summarise this meeting." });

    const all = await api.get<ListResponse<SavedPrompt>>("/api/v1/prompts");
    expect(all.body.items.map((prompt) => prompt.title)).toEqual(["Other", "Bakery outreach"]);
    const found = await api.get<ListResponse<SavedPrompt>>("/api/v1/prompts?q=bakery&source=automation");
    expect(found.body.items.map((prompt) => prompt.id)).toEqual([saved.body.id]);
    const one = await api.get<SavedPrompt>(`/api/v1/prompts/${saved.body.id}`);
    expect(one.body).toEqual(saved.body);

    // The app shows the same prompt in My Prompts.
    const inApp = await api.member.get<ListResponse<SavedPrompt>>("/api/saved-prompts");
    expect(inApp.body.items.map((prompt) => prompt.id)).toContain(saved.body.id);
  });

  it("keeps each member's prompts to themselves", async () => {
    const owner = await automation();
    const saved = await owner.post<SavedPrompt>("/api/v1/prompts", { title: "Mine", perfectedText: "Private text" });
    const other = await automation();
    expect((await other.get(`/api/v1/prompts/${saved.body.id}`)).status).toBe(404);
    expect((await other.get<ListResponse<SavedPrompt>>("/api/v1/prompts")).body.items).toEqual([]);
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
      type: "text",
      category: "email",
      tags: ["sales"],
    };
    await db.insert(libraryPrompts).values([
      { ...base, slug: "follow-up", title: "Follow-up email" },
      { ...base, slug: "draft-one", title: "Follow-up draft", status: "draft" },
    ]);
    const api = await automation();
    const list = await api.get<LibraryList>("/api/v1/library?q=follow-up&tags=sales");
    expect(list.status).toBe(200);
    expect(list.body.items.map((item) => item.slug)).toEqual(["follow-up"]);
    const one = await api.get<LibraryItem>("/api/v1/library/follow-up");
    expect(one.body).toMatchObject({ slug: "follow-up", body: "Write a follow-up email." });
    expect((await api.get("/api/v1/library/draft-one")).status).toBe(404);
    expect((await api.get("/api/v1/library?type=video")).status).toBe(400);
  });

  it("lists approved community prompts", async () => {
    const api = await automation();
    const list = await api.get<ListResponse<CommunityPrompt>>("/api/v1/community-prompts?sort=newest");
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
    expect((await api.get("/api/v1/community-prompts?sort=oldest")).status).toBe(400);
  });

  it("records time saved and reports it back", async () => {
    const api = await automation();
    const tracked = await api.post<TrackUsageResponse>("/api/v1/usage", { event: "prompt_refined", minutes_saved: 20 });
    expect(tracked.status).toBe(201);
    expect(tracked.body).toMatchObject({
      event: { event: "prompt_refined", minutesSaved: 20, source: "automation" },
      totalMinutes: 20,
    });
    await api.post("/api/v1/usage", { event: "prompt_saved" });
    const summary = await api.get<UsageSummary>("/api/v1/usage/summary?timeZone=Europe/Paris");
    expect(summary.body).toMatchObject({ timeZone: "Europe/Paris", totalMinutes: 35, todayMinutes: 35 });
    expect((await api.post("/api/v1/usage", { event: "Bad Event" })).status).toBe(400);
    expect((await api.get("/api/v1/usage/summary?timeZone=Mars/Olympus")).status).toBe(400);
  });
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
