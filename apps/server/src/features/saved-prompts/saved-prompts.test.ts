import type { CreateSavedPromptInput } from "@promptloom/contracts/saved-prompts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { savedPrompts } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

const voicePrompt = {
  title: "Voice Prompt – 22/11/2026, 10:15",
  rawText: "um write an email to my team about friday",
  perfectedText: "Write a short e-mail to my team about Friday's release.",
  source: "voice",
} satisfies CreateSavedPromptInput;

const save = (member: SignedInClient, json: CreateSavedPromptInput = voicePrompt) =>
  expectJson(member.api["saved-prompts"].$post({ json }), 201);

const list = (member: SignedInClient, query: { source?: "voice"; limit?: string; cursor?: string } = {}) =>
  expectJson(member.api["saved-prompts"].$get({ query }));

/** Every title the member's list shows, following its pages `limit` at a time. */
const titlesPageByPage = async (member: SignedInClient, limit: string) => {
  const titles: string[] = [];
  let cursor = "";
  do {
    const page = await list(member, { limit, cursor });
    titles.push(...page.items.map((item) => item.title));
    cursor = page.nextCursor ?? "";
  } while (cursor);
  return titles;
};

describe("POST /api/saved-prompts", () => {
  it("stores the prompt for the member and returns the created row", async () => {
    const member = await testApp().as("paid");
    const created = await save(member);
    expect(created).toMatchObject({ ...voicePrompt, id: expect.any(String) as string });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
  });

  it("defaults the source to manual and the raw text to empty", async () => {
    const member = await testApp().as("paid");
    const created = await save(member, { title: "Mine", perfectedText: "Summarise this article." });
    expect(created).toMatchObject({ source: "manual", rawText: "" });
  });

  it("rejects a blank prompt, a missing title, an unknown source and an over-long text", async () => {
    const member = await testApp().as("paid");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...voicePrompt, perfectedText: "   " }, "Prompt is required"],
      [{ ...voicePrompt, title: "" }, "Title is required"],
      [
        { ...voicePrompt, source: "telepathy" },
        'Invalid option: expected one of "voice"|"library"|"genie"|"studio"|"community"|"manual"|"automation"|"assistant"|"extension"',
      ],
      [{ ...voicePrompt, perfectedText: "x".repeat(10_001) }, "Prompt must be at most 10000 characters"],
    ];
    for (const [body, message] of cases) {
      const response = await member.post("/api/saved-prompts", body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: "validation_error", message } });
    }
    expect((await list(member)).total).toBe(0);
  });

  it("refuses text with a NUL character with 400, in a body, a query or an imported file", async () => {
    const member = await testApp().as("paid");
    const refusal = { error: { code: "validation_error", message: "Text cannot contain NUL characters." } };
    // A title loses control characters (a display text); the prompt itself keeps what it is given.
    const created = await member.post("/api/saved-prompts", { ...voicePrompt, perfectedText: "Plan\u0000 my week." });
    expect([created.status, created.body]).toEqual([400, refusal]);
    expect((await member.get("/api/saved-prompts?tag=plan%00")).status).toBe(400);
    const content = JSON.stringify([{ title: "Plan", prompt: "Plan my week.\u0000" }]);
    expect((await member.post("/api/saved-prompts/import", { format: "json", content })).status).toBe(400);
    expect((await list(member)).total).toBe(0);
  });

  it("is for paying members only", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/saved-prompts", voicePrompt), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 201,
      admin: 201,
    });
  });
});

describe("GET /api/saved-prompts", () => {
  it("lists the member's own prompts newest first, filtered by source, a page at a time", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().as("paid");
    await save(other);
    const titles = ["first", "second", "third"];
    for (const title of titles) await save(member, { ...voicePrompt, title });
    await save(member, { title: "typed", perfectedText: "A manual one.", source: "manual" });

    const voice = await list(member, { source: "voice", limit: "2" });
    expect(voice.items.map((item) => item.title)).toEqual(["third", "second"]);
    expect(voice.total).toBe(3);

    const rest = await list(member, { source: "voice", limit: "2", cursor: voice.nextCursor ?? "" });
    expect(rest.items.map((item) => item.title)).toEqual(["first"]);
    expect(rest.nextCursor).toBeNull();

    expect((await list(member)).total).toBe(4);
  });

  it("pages through prompts saved in the same instant without skipping or repeating any", async () => {
    const member = await testApp().as("paid");
    const createdAt = new Date("2026-11-22T10:00:00.123Z");
    await testApp()
      .db.insert(savedPrompts)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          userId: member.account.id,
          title: `same instant ${index}`,
          perfectedText: "Text",
          createdAt,
        })),
      );
    expect((await titlesPageByPage(member, "2")).toSorted()).toEqual(
      Array.from({ length: 5 }, (_, index) => `same instant ${index}`),
    );
  });

  it("lists prompts saved within one millisecond in the order they were saved", async () => {
    const member = await testApp().as("paid");
    const titles = Array.from({ length: 8 }, (_, index) => `quick save ${index}`);
    for (const title of titles) await save(member, { title, perfectedText: "Text" });
    // As if every save had landed in the same millisecond, as they can on a fast database.
    await testApp()
      .db.update(savedPrompts)
      .set({ createdAt: new Date("2026-11-22T10:00:00.123Z") })
      .where(eq(savedPrompts.userId, member.account.id));
    expect(await titlesPageByPage(member, "3")).toEqual(titles.toReversed());
  });

  it("rejects a bad limit, source or cursor with 400", async () => {
    const member = await testApp().as("paid");
    for (const query of ["limit=0", "limit=101", "source=nope", "cursor=garbage"]) {
      expect((await member.get(`/api/saved-prompts?${query}`)).status).toBe(400);
    }
  });

  it("is for paying members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/saved-prompts?source=voice&limit=50"), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});

describe("one saved prompt", () => {
  it("can be read, renamed, edited and deleted by its owner", async () => {
    const member = await testApp().as("paid");
    const created = await save(member);
    expect((await member.get(`/api/saved-prompts/${created.id}`)).body).toEqual(created);

    const renamed = member.api["saved-prompts"][":id"].$patch({
      param: { id: created.id },
      json: { title: "Friday e-mail" },
    });
    expect(await expectJson(renamed)).toMatchObject({
      title: "Friday e-mail",
      perfectedText: voicePrompt.perfectedText,
    });

    expect((await member.patch(`/api/saved-prompts/${created.id}`, {})).status).toBe(400);
    expect((await member.delete(`/api/saved-prompts/${created.id}`)).status).toBe(204);
    expect((await member.get(`/api/saved-prompts/${created.id}`)).status).toBe(404);
    expect((await member.delete(`/api/saved-prompts/${created.id}`)).status).toBe(404);
  });

  it("is invisible to everyone else: another member gets 404 and nothing changes", async () => {
    const owner = await testApp().as("paid");
    const created = await save(owner);
    const stranger = await testApp().as("admin");
    const path = `/api/saved-prompts/${created.id}`;
    expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.patch(path, { title: "mine now" })).status).toBe(404);
    expect((await stranger.delete(path)).status).toBe(404);
    expect((await owner.get(path)).body).toEqual(created);
  });

  it("answers a malformed id with 400", async () => {
    const member = await testApp().as("paid");
    const response = await member.get("/api/saved-prompts/not-a-uuid");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: "validation_error", message: "Invalid prompt id" } });
  });

  it("is for paying members only", async () => {
    const owner = await testApp().as("paid");
    const created = await save(owner);
    await expectAccess(testApp(), (client) => client.get(`/api/saved-prompts/${created.id}`), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 404,
      admin: 404,
    });
  });
});
