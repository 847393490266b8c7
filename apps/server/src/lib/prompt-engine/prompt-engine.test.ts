import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { aiUsageDaily, libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { createLogger } from "../../logger.ts";
import { createTextAiProvider } from "../../providers/ai/create-text-ai-provider.ts";
import { createOfflineTextAiProvider } from "../../providers/ai/offline/offline-text-ai-provider.ts";
import { aiFailureOf } from "../../testing/ai-failure-of.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";
import { createPromptEngine, type EngineEvent } from "./prompt-engine.ts";

const peer = useLoopbackOpenAi();
const testApp = useTestApp();
const logger = createLogger("silent");

const modelEngine = (dailyQuota = 100) =>
  createPromptEngine({
    db: testApp().db,
    logger,
    dailyQuota,
    textAi: createTextAiProvider(
      { baseUrl: peer().baseUrl, apiKey: "sk-engine", model: "gpt-test", timeoutMs: 5000 },
      logger,
    ),
  });

const usageOf = async (userId: string) =>
  (await testApp().db.select().from(aiUsageDaily).where(eq(aiUsageDaily.userId, userId)))[0];

const collect = async (events: AsyncIterable<EngineEvent>) => {
  const seen: EngineEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
};

describe("the prompt engine", () => {
  it("without a model: the built-in composer's prompt, the kind with its confidence, the facts kept, questions, and no quota used", async () => {
    const member = await testApp().as("paid");
    const engine = createPromptEngine({
      db: testApp().db,
      logger,
      dailyQuota: 1,
      textAi: createOfflineTextAiProvider(),
    });
    // Short enough to be asked its tone: a request that describes its situation is asked only essentials.
    const request = "email the airline, they lost my bag on BA283 from London to Rome on March 3";
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await engine.refineToEnd({ userId: member.account.id, request });
      expect(result.kind).toBe("email");
      expect(result.confidence).toBeGreaterThan(0.5);
      expect(result.engine).toBe("Built-in composer");
      expect(result.facts).toEqual(expect.arrayContaining(["BA283", "London", "Rome", "March 3"]));
      expect(result.missedFacts).toEqual([]);
      expect(result.prompt).toContain(`## My request\n${request}`);
      expect(result.questions.map((question) => question.id)).toEqual(["tone"]);
    }
    const answered = await engine.refineToEnd({
      userId: member.account.id,
      request,
      options: { answers: [{ id: "tone", answer: "firm, I want a refund of my checked bag fee" }] },
    });
    expect(answered.prompt).toContain("What tone? firm, I want a refund of my checked bag fee");
    expect(answered.questions).toEqual([]);
    expect(engine.usesModel).toBe(false);
    expect(await usageOf(member.account.id)).toBeUndefined();
  });

  it("with a model: streams its prompt, reports facts it dropped, counts the request and logs the tokens", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", {
      kind: "text",
      text: "You are a travel planner. Plan 4 days in Lisbon.",
      chunks: ["You are a travel planner. ", "Plan 4 days in Lisbon."],
      usage: { promptTokens: 900, completionTokens: 40 },
    });
    const events = await collect(
      modelEngine().refine({
        userId: member.account.id,
        request: "plan a 4 day trip to Lisbon in October, budget 1200 euros",
        options: { answers: [{ id: "starting", answer: "first time in Portugal" }] },
      }),
    );
    expect(events.filter((event) => event.type === "delta")).toEqual([
      { type: "delta", text: "You are a travel planner. " },
      { type: "delta", text: "Plan 4 days in Lisbon." },
    ]);
    expect(events.at(-1)).toEqual({
      type: "done",
      result: {
        prompt: "You are a travel planner. Plan 4 days in Lisbon.",
        kind: "plan",
        facts: expect.arrayContaining(["Lisbon"]) as string[],
        missedFacts: expect.arrayContaining(["October", "1200 euros"]) as string[],
        engine: "gpt-test",
        confidence: expect.any(Number) as number,
        // The time frame and the budget are given, and the starting point is answered: nothing left to ask.
        questions: [],
      },
    });
    expect(await usageOf(member.account.id)).toMatchObject({ requests: 1, promptTokens: 900, completionTokens: 40 });
  });

  it("gives the model the library prompts relevant to the request as examples, and none that are not", async () => {
    const member = await testApp().as("paid");
    const { db } = testApp();
    await db.delete(libraryPrompts);
    await db
      .insert(libraryCategories)
      .values({ slug: "travel-test", name: "Travel", description: "Trips", type: "text" })
      .onConflictDoNothing();
    const prompt = (slug: string, title: string, body: string) => ({
      slug,
      title,
      body,
      description: title,
      type: "text" as const,
      category: "travel-test",
    });
    await db
      .insert(libraryPrompts)
      .values([
        prompt("lisbon-itinerary", "Lisbon itinerary planner", "Plan a trip to {{city}} day by day."),
        prompt("weekend-trip", "Weekend trip planner", "Plan a weekend trip with a budget."),
        prompt("packing", "Trip packing list", "List what to pack for a trip."),
        prompt("tax", "Tax letter", "Write a letter to the tax office."),
        prompt("react-hooks", "React hooks reviewer", "Review a React component's useEffect dependencies."),
      ]);
    peer().script("chat", { kind: "text", text: "A prompt." }, { kind: "text", text: "A prompt." });
    await modelEngine().refineToEnd({ userId: member.account.id, request: "plan a trip to Lisbon for a weekend" });
    const sent = JSON.stringify(peer().requests[0]?.json?.messages);
    expect(sent).toContain("Lisbon itinerary planner");
    expect(sent).toContain("Weekend trip planner");
    expect(sent).not.toContain("Tax letter");
    expect(sent).not.toContain("React hooks reviewer");
    await modelEngine().refineToEnd({
      userId: member.account.id,
      request: "write a letter to my landlord about the broken heating",
    });
    expect(JSON.stringify(peer().requests[1]?.json?.messages)).not.toContain("Example 1");
  });

  it("refuses a member's request past the daily quota with a clear message, without calling the model", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().as("paid");
    const engine = modelEngine(2);
    for (let index = 0; index < 2; index += 1) {
      await engine.refineToEnd({ userId: member.account.id, request: `write a haiku about rain number ${index}` });
    }
    const refused = await engine
      .refineToEnd({ userId: member.account.id, request: "write one more haiku" })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "quota_exceeded",
      status: 429,
      message:
        "You've used all 2 AI requests for today. Your quota resets at midnight UTC — the built-in composer stays available meanwhile.",
    });
    expect(Number((refused as AppError).headers["Retry-After"])).toBeGreaterThan(0);
    expect(peer().requests).toHaveLength(2);
    await expect(engine.refineToEnd({ userId: other.account.id, request: "write a haiku" })).resolves.toMatchObject({
      engine: "gpt-test",
    });
  });

  it("answers a prompt with the model for Compare, counting it against the quota", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", { kind: "text", text: "Rain taps the window." });
    let answer = "";
    for await (const text of modelEngine().answer({ userId: member.account.id, prompt: "Write a haiku about rain." }))
      answer += text;
    expect(answer).toBe("Rain taps the window.");
    expect(await usageOf(member.account.id)).toMatchObject({ requests: 1 });
  });

  it("offers no Compare without a model, and refuses a request with nothing in it", async () => {
    const member = await testApp().as("paid");
    const engine = createPromptEngine({
      db: testApp().db,
      logger,
      dailyQuota: 0,
      textAi: createOfflineTextAiProvider(),
    });
    const compare = await aiFailureOf(
      (async () => {
        for await (const text of engine.answer({ userId: member.account.id, prompt: "hi" })) void text;
      })(),
    );
    expect(compare.code).toBe("not_configured");
    expect((await aiFailureOf(engine.refineToEnd({ userId: member.account.id, request: "um uh like" }))).code).toBe(
      "empty_input",
    );
  });
});
