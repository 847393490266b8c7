import { usageSummarySchema } from "@promptloom/contracts/usage";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { openEventStream } from "../../testing/event-stream-client.ts";
import { expectBody, expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();
const track = "/api/functions/track-usage";

describe("limits on crediting time saved", () => {
  it("credits at most 60 minutes for one action", async () => {
    const member = await testApp().as("paid");
    const response = await member.post(track, { event: "prompt_saved", minutes_saved: 480 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: "validation_error", message: "minutes_saved must be at most 60" },
    });
  });

  it("credits the same prompt once an hour, however often it is copied", async () => {
    const member = await testApp().as("paid");
    const copy = (promptId: string) =>
      expectJson(member.api.functions["track-usage"].$post({ json: { event: "prompt_copied", prompt_id: promptId } }));
    expect(await copy("library-42")).toMatchObject({ event: { minutesSaved: 15 }, totalMinutes: 15 });
    expect(await copy("library-42")).toMatchObject({ event: { minutesSaved: 0 }, totalMinutes: 15 });
    expect((await copy("library-43")).totalMinutes).toBe(30);
  });

  it("refuses a member's 61st call in ten minutes", async () => {
    const member = await testApp().as("paid");
    for (let call = 1; call <= 60; call += 1) {
      expect((await member.post(track, { event: "prompt_copied" })).status).toBe(200);
    }
    const refused = await member.post(track, { event: "prompt_copied" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("a library prompt's public copy and save counts", () => {
  const stockPrompt = async () => {
    const { db } = testApp();
    await db
      .insert(libraryCategories)
      .values({ slug: "writing", name: "Writing", description: "Words.", type: "text", position: 1 });
    const [prompt] = await db
      .insert(libraryPrompts)
      .values({
        slug: "popular",
        title: "Popular",
        description: "A prompt.",
        body: "Do the thing well.",
        type: "text",
        category: "writing",
        tags: [],
        models: ["chatgpt"],
      })
      .returning({ id: libraryPrompts.id });
    if (!prompt) throw new Error("no prompt");
    return prompt.id;
  };
  const countsOf = async (id: string) => {
    const [row] = await testApp()
      .db.select({ copies: libraryPrompts.copyCount, saves: libraryPrompts.saveCount })
      .from(libraryPrompts)
      .where(eq(libraryPrompts.id, id));
    return row;
  };

  it("count one copy per member per day, however often (or however simultaneously) the member copies", async () => {
    const promptId = await stockPrompt();
    const member = await testApp().as("paid");
    const copy = () => member.post(track, { event: "prompt_copied", prompt_id: promptId, source: "library" });
    expect((await Promise.all(Array.from({ length: 20 }, copy))).map((response) => response.status)).toEqual(
      Array(20).fill(200),
    );
    for (let again = 0; again < 5; again += 1) expect((await copy()).status).toBe(200);
    expect(await countsOf(promptId)).toEqual({ copies: 1, saves: 0 });

    // Another member's copy counts; a save is counted on its own.
    const other = await testApp().as("paid");
    await other.post(track, { event: "prompt_copied", prompt_id: promptId, source: "library" });
    await other.post(track, { event: "prompt_saved", prompt_id: promptId, source: "library" });
    await other.post(track, { event: "prompt_saved", prompt_id: promptId, source: "library" });
    expect(await countsOf(promptId)).toEqual({ copies: 2, saves: 1 });
  });

  it("keep every copy in the member's own history", async () => {
    const promptId = await stockPrompt();
    const member = await testApp().as("paid");
    for (let copy = 0; copy < 3; copy += 1) {
      await member.post(track, { event: "prompt_copied", prompt_id: promptId, source: "library" });
    }
    const history = expectBody(await member.get("/api/usage/summary?timeZone=UTC"), usageSummarySchema);
    expect(history.recent.filter((event) => event.event === "prompt_copied")).toHaveLength(3);
    expect(await countsOf(promptId)).toEqual({ copies: 1, saves: 0 });
  });
});

describe("open event streams", () => {
  it("allows a member ten at once and refuses the eleventh", async () => {
    const member = await testApp().as("paid");
    const streams = await Promise.all(Array.from({ length: 10 }, () => openEventStream(member)));
    try {
      for (const stream of streams) await stream.next("ready");
      const refused = await member.get("/api/events");
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: { code: "rate_limited" } });
      const someoneElse = await openEventStream(await testApp().as("paid"));
      expect(someoneElse.status).toBe(200);
      someoneElse.close();
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
