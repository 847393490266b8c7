import { describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import { createTextAiProvider } from "../../providers/ai/create-text-ai-provider.ts";
import { createOfflineTextAiProvider } from "../../providers/ai/offline/offline-text-ai-provider.ts";
import { aiFailureOf } from "../../testing/ai-failure-of.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";
import { evaluateWithModel } from "./evaluate-with-model.ts";

const peer = useLoopbackOpenAi();

const model = () =>
  createTextAiProvider(
    { baseUrl: peer().baseUrl, apiKey: "sk-eval", model: "gpt-judge", timeoutMs: 5000 },
    createLogger("silent"),
  );

const requests = [
  "email my landlord about the broken heater",
  "python script to rename my photos by date",
  "a 3 day itinerary for Lisbon",
  "explain how tides work to a 9 year old",
  "quiz me with 10 questions on photosynthesis",
  "product description for handmade soy candles",
].map((request) => ({ request, kind: "neutral" }));

type Message = { role: string; content: string };

describe("the pairwise model evaluation (npm run eval:prompts -- --model)", () => {
  it("judges the answer to the refined prompt against the answer to the raw request, in a random order, and counts wins", async () => {
    // Per request: the refined prompt, the answer to the raw request, the answer to the refined
    // prompt, then the judge, who always prefers the answer shown first.
    for (const [index] of requests.entries())
      peer().script(
        "chat",
        { kind: "text", text: `Refined prompt ${index}` },
        { kind: "text", text: `Raw answer ${index}` },
        { kind: "text", text: `Refined answer ${index}` },
        { kind: "text", text: "A" },
      );
    const evaluation = await evaluateWithModel(model(), requests, { seed: 7 });

    const judgeCalls = peer()
      .requests.map((request) => (request.json?.messages as Message[]).at(-1)?.content ?? "")
      .filter((content) => content.startsWith("Two assistants answered"));
    expect(judgeCalls).toHaveLength(requests.length);
    const refinedShownFirst = judgeCalls.map((content) => /Answer A:\n<<<\nRefined answer/u.test(content));
    // The order is drawn for each request: both orders occur.
    expect(new Set(refinedShownFirst)).toEqual(new Set([true, false]));
    const expectedWins = refinedShownFirst.filter(Boolean).length;
    expect(evaluation).toMatchObject({
      refinedWins: expectedWins,
      rawWins: requests.length - expectedWins,
      ties: 0,
      winRate: Math.round((expectedWins / requests.length) * 1000) / 10,
    });
    expect(evaluation.judged.map((entry) => entry.refinedPrompt)).toEqual(
      requests.map((_, index) => `Refined prompt ${index}`),
    );
  });

  it("counts an unreadable verdict as a tie, and needs a model", async () => {
    peer().script(
      "chat",
      { kind: "text", text: "Refined prompt" },
      { kind: "text", text: "Raw answer" },
      { kind: "text", text: "Refined answer" },
      { kind: "text", text: "Both are fine." },
    );
    const evaluation = await evaluateWithModel(model(), requests.slice(0, 1));
    expect(evaluation).toMatchObject({ refinedWins: 0, rawWins: 0, ties: 1, winRate: 50 });
    expect((await aiFailureOf(evaluateWithModel(createOfflineTextAiProvider(), requests))).code).toBe("not_configured");
  });
});
