import type { GenieVersion } from "@promptloom/contracts/genie";
import { describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import { createTextAiProvider } from "../../providers/ai/create-text-ai-provider.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";
import { postEventStream, stopAfterFirstDelta } from "../../testing/post-event-stream.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";

type VersionEvent = { sessionId: string; version: GenieVersion };

const start = (client: TestClient, request: string, options: Record<string, unknown> = {}) =>
  postEventStream(client, "/api/genie/sessions", { request, options });
const refine = (client: TestClient, sessionId: string, refinement: string, options: Record<string, unknown> = {}) =>
  postEventStream(client, `/api/genie/sessions/${sessionId}/refinements`, { refinement, options });
const sessionOf = (client: TestClient, id: string) =>
  expectJson(client.api.genie.sessions[":id"].$get({ param: { id } }));
const sessionsOf = async (client: TestClient) => (await expectJson(client.api.genie.sessions.$get())).items;
const versionOf = (events: { event: string; data: unknown }[]) =>
  events.find((event) => event.event === "version")?.data as VersionEvent;
const textOf = (events: { event: string; data: unknown }[]) =>
  events
    .filter((event) => event.event === "delta")
    .map((event) => (event.data as { text: string }).text)
    .join("");

describe("Genie with the built-in composer", () => {
  const testApp = useTestApp();

  it("refines a rough request into a streamed prompt and keeps it as the first version of a new session", async () => {
    const member = await testApp().as("paid");
    const { status, headers, events } = await start(
      member,
      "um so i need a workout plan, i have bad knees and only dumbbells, 3 days a week",
      { target: "claude", tone: "friendly" },
    );
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^text\/event-stream/);
    const { sessionId, version } = versionOf(events);
    expect(textOf(events)).toBe(version.prompt);
    expect(version).toMatchObject({
      kind: "plan",
      engine: "Built-in composer",
      refinement: null,
      missedFacts: [],
    });
    expect(version.facts).toContain("3 days");
    expect(version.prompt).toContain(
      "<request>\ni need a workout plan, i have bad knees and only dumbbells, 3 days a week\n</request>",
    );
    expect(version.prompt).toContain("Use a friendly tone.");

    const session = await sessionOf(member, sessionId);
    expect(session).toMatchObject({
      id: sessionId,
      title: "um so i need a workout plan, i have bad knees and only dumbbells, 3 days a week",
      options: { target: "claude", tone: "friendly", format: "auto", length: "auto", language: "" },
      versions: [version],
    });
  });

  it("keeps the conversation: each refinement revises the session and is saved as the next version", async () => {
    const member = await testApp().as("paid");
    const first = versionOf((await start(member, "write an email to my landlord about the broken heating")).events);
    const shorter = await refine(member, first.sessionId, "shorter");
    expect(shorter.status).toBe(200);
    const second = versionOf(shorter.events);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.version.refinement).toBe("shorter");
    expect(second.version.prompt.length).toBeLessThan(first.version.prompt.length);

    const formal = versionOf((await refine(member, first.sessionId, "more formal", { target: "open" })).events);
    expect(formal.version.prompt).toContain("Use a formal tone.");
    expect(formal.version.prompt).toMatch(/^You are .*\n\nMy request:\n/u);

    const session = await sessionOf(member, first.sessionId);
    expect(session.versions.map((version) => version.refinement)).toEqual([null, "shorter", "more formal"]);
    expect(session.options.target).toBe("open");
  });

  it("lists a member's own sessions, newest first, and deletes them", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().as("paid");
    const older = versionOf((await start(member, "a tagline for a bike shop")).events);
    const newer = versionOf((await start(member, "a packing list for a ski trip")).events);
    await start(other, "a recipe for lentil soup");

    const list = await sessionsOf(member);
    expect(list.map((item) => [item.id, item.kind, item.versionCount])).toEqual([
      [newer.sessionId, "neutral", 1],
      [older.sessionId, "marketing-copy", 1],
    ]);
    expect((await member.delete(`/api/genie/sessions/${older.sessionId}`)).status).toBe(204);
    expect((await member.get(`/api/genie/sessions/${older.sessionId}`)).status).toBe(404);
    expect(await sessionsOf(member)).toHaveLength(1);
  });

  it("never shows, refines or deletes another member's session", async () => {
    const owner = await testApp().as("paid");
    const intruder = await testApp().as("paid");
    const { sessionId } = versionOf((await start(owner, "a tagline for a bike shop")).events);
    expectError(await intruder.get(`/api/genie/sessions/${sessionId}`), 404);
    expect((await refine(intruder, sessionId, "shorter")).status).toBe(404);
    expect((await intruder.delete(`/api/genie/sessions/${sessionId}`)).status).toBe(404);
    const admin = await testApp().as("admin");
    expect((await admin.get(`/api/genie/sessions/${sessionId}`)).status).toBe(404);
    expect((await sessionOf(owner, sessionId)).versions).toHaveLength(1);
  });

  it("rejects bad input with a clear 400", async () => {
    const member = await testApp().as("paid");
    const { sessionId } = versionOf((await start(member, "a tagline for a bike shop")).events);
    const refused = [
      await postEventStream(member, "/api/genie/sessions", {}),
      await start(member, "   "),
      await start(member, "x".repeat(10_001)),
      await start(member, "a poem", { target: "bard" }),
      await start(member, "a poem", { language: "<script>" }),
      await start(member, "um uh like"),
      await refine(member, sessionId, ""),
      await refine(member, sessionId, "y".repeat(501)),
      await postEventStream(member, "/api/genie/sessions/not-a-uuid/refinements", { refinement: "shorter" }),
    ];
    expect(refused.map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400]);
    const vague = refused[5];
    expect(vague && expectError(vague, 400).code).toBe("validation_error");
  });

  it("answers which engine refines, and refuses Compare without a model", async () => {
    const member = await testApp().as("paid");
    expect((await member.get("/api/genie/engine")).body).toEqual({ engine: "Built-in composer", usesModel: false });
    const compare = await postEventStream(member, "/api/genie/compare", {
      request: "a haiku",
      prompt: "Write a haiku.",
    });
    expect(expectError(compare, 409).message).toBe(
      "Compare needs a language model. Ask your administrator to set AI_BASE_URL or AI_API_KEY.",
    );
  });

  it("is for paying members only", async () => {
    const owner = await testApp().as("paid");
    const { sessionId } = versionOf((await start(owner, "a tagline for a bike shop")).events);
    const expected = { anonymous: 401, unpaid: 403, refunded: 403, paid: 200, admin: 200 } as const;
    await expectAccess(testApp(), (client) => client.get("/api/genie/sessions"), expected);
    await expectAccess(testApp(), (client) => start(client, "write a limerick"), expected);
    await expectAccess(testApp(), (client) => client.get(`/api/genie/sessions/${sessionId}`), {
      ...expected,
      paid: 404,
      admin: 404,
    });
  });
});

describe("Genie with a language model", () => {
  const peer = useLoopbackOpenAi();
  const testApp = useTestApp(() => ({
    providers: {
      textAi: createTextAiProvider(
        { baseUrl: peer().baseUrl, apiKey: "sk-genie", model: "gpt-genie", timeoutMs: 5000 },
        createLogger("silent"),
      ),
    },
    config: { aiDailyQuota: 3 },
  }));

  it("streams the model's prompt piece by piece and revises it in the same conversation", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", {
      kind: "text",
      text: "You are a planner. Plan Lisbon.",
      chunks: ["You are a planner. ", "Plan Lisbon."],
    });
    const first = await start(member, "plan 4 days in lisbon");
    expect(first.events.filter((event) => event.event === "delta").map((event) => event.data)).toEqual([
      { text: "You are a planner. " },
      { text: "Plan Lisbon." },
    ]);
    const { sessionId, version } = versionOf(first.events);
    expect(version.engine).toBe("gpt-genie");

    peer().script("chat", { kind: "text", text: "Plan Lisbon, briefly." });
    const second = versionOf((await refine(member, sessionId, "shorter")).events);
    expect(second.version.prompt).toBe("Plan Lisbon, briefly.");
    const messages = peer().requests.at(-1)?.json?.messages as { role: string; content: string }[];
    expect(messages.slice(2)).toEqual([
      { role: "assistant", content: "You are a planner. Plan Lisbon." },
      { role: "user", content: "Revise the prompt: shorter" },
    ]);
  });

  it("ends the stream with an error event when the model stops midway, and keeps no version", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", {
      kind: "text",
      text: "one two three",
      chunks: ["one ", "two ", "three"],
      failAfterChunks: 2,
    });
    const { status, events } = await start(member, "write a haiku about rain");
    expect(status).toBe(200);
    expect(textOf(events)).toBe("one two ");
    expect(events.at(-1)).toEqual({
      event: "error",
      data: {
        code: "service_unavailable",
        message: "The AI service stopped before finishing its answer. Please try again.",
      },
    });
    expect(await sessionsOf(member)).toEqual([]);
  });

  it("stops the model when the member presses Stop (the request is aborted), and keeps no version", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", { kind: "text", text: "a b c", chunks: ["a ", "b ", "c"], chunkDelayMs: 1500 });
    await stopAfterFirstDelta(member, "/api/genie/sessions", { request: "write a haiku about rain" });
    await expect.poll(() => peer().requests[0]?.closedEarly, { timeout: 5000 }).toBe(true);
    expect(await sessionsOf(member)).toEqual([]);
  });

  it("answers with the service's failure as a plain error when it fails before writing anything", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", { kind: "error", status: 500 }, { kind: "error", status: 500 });
    const failed = await start(member, "write a haiku about rain");
    expect(expectError(failed, 503).code).toBe("service_unavailable");
  });

  it("compares the model's answers to the raw request and the refined prompt side by side", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", { kind: "text", text: "Raw answer." }, { kind: "text", text: "Refined answer." });
    const { status, events } = await postEventStream(member, "/api/genie/compare", {
      request: "haiku rain",
      prompt: "Write a haiku about rain on a tin roof.",
    });
    expect(status).toBe(200);
    const answer = (side: string) =>
      events
        .filter((event) => event.event === "delta" && (event.data as { side: string }).side === side)
        .map((event) => (event.data as { text: string }).text)
        .join("");
    expect(answer("raw")).toBe("Raw answer.");
    expect(answer("refined")).toBe("Refined answer.");
    expect(events.filter((event) => event.event === "done").map((event) => event.data)).toEqual(
      expect.arrayContaining([{ side: "raw" }, { side: "refined" }]),
    );
    const sent = peer().requests.map((request) => JSON.stringify(request.json?.messages));
    expect(sent.some((body) => body.includes("haiku rain"))).toBe(true);
    expect(sent.some((body) => body.includes("tin roof"))).toBe(true);
  });

  it("refuses past the member's daily quota with its message, before streaming", async () => {
    const member = await testApp().as("paid");
    for (let index = 0; index < 3; index += 1)
      expect((await start(member, `a haiku number ${index}`)).status).toBe(200);
    const refused = await start(member, "one haiku too many");
    expect(expectError(refused, 429)).toEqual({
      code: "quota_exceeded",
      message:
        "You've used all 3 AI requests for today. Your quota resets at midnight UTC — the built-in composer stays available meanwhile.",
    });
    const compare = await postEventStream(member, "/api/genie/compare", { request: "a", prompt: "b" });
    expect(compare.status).toBe(429);
    expect((await member.get("/api/genie/engine")).body).toEqual({ engine: "gpt-genie", usesModel: true });
  });
});
