import { refineOptionsSchema } from "@promptloom/contracts/prompt-engine";
import { analyzeRequest, type HeldOutRequest } from "@promptloom/prompt-engine";

import { AiError } from "../../providers/ai/ai-error.ts";
import type { AiEvent, TextAiProvider } from "../../providers/ai/text-ai-provider.ts";

export type JudgedRequest = {
  request: string;
  refinedPrompt: string;
  /** Which label the answer to the refined prompt had for the judge. */
  refinedLabel: "A" | "B";
  verdict: "refined" | "raw" | "tie";
};

export type ModelEvaluation = {
  judged: JudgedRequest[];
  refinedWins: number;
  rawWins: number;
  ties: number;
  /** Refined wins over all judged requests, ties counting half, in %. */
  winRate: number;
};

const readAll = async (events: AsyncIterable<AiEvent>) => {
  let text = "";
  for await (const event of events) if (event.type === "delta") text += event.text;
  return text.trim();
};

/** A small seeded generator, so a run's A/B order can be repeated. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

const judgePrompt = (request: string, first: string, second: string) =>
  [
    "Two assistants answered the same request. Judge strictly which answer the person who wrote the request would rather receive.",
    "",
    "Request:",
    "<<<",
    request,
    ">>>",
    "",
    "Answer A:",
    "<<<",
    first,
    ">>>",
    "",
    "Answer B:",
    "<<<",
    second,
    ">>>",
    "",
    "Reply with exactly one word: A, B, or TIE.",
  ].join("\n");

const readVerdict = (text: string): "A" | "B" | "TIE" | undefined =>
  /\b(TIE|A|B)\b/u.exec(text.toUpperCase())?.[1] as "A" | "B" | "TIE" | undefined;

/**
 * The pairwise check of the model path: for each request, the model answers the raw request and
 * the refined prompt (written by the model path), and a judge call compares the two answers, in
 * an order drawn at random for each request so the judge's position bias cancels out.
 */
export const evaluateWithModel = async (
  textAi: TextAiProvider,
  requests: HeldOutRequest[],
  settings: { seed?: number } = {},
): Promise<ModelEvaluation> => {
  const answer = textAi.answer?.bind(textAi);
  if (!answer) throw new AiError("not_configured", "The model evaluation needs a language model (set AI_BASE_URL).");
  const random = seededRandom(settings.seed ?? 1);
  const options = refineOptionsSchema.parse({});
  const judged: JudgedRequest[] = [];
  for (const entry of requests) {
    const analysis = analyzeRequest(entry.request);
    if (!analysis) continue;
    const refinedPrompt = await readAll(
      textAi.composePrompt({ request: entry.request, analysis, options, previous: [], examples: [] }),
    );
    const rawAnswer = await readAll(answer(entry.request));
    const refinedAnswer = await readAll(answer(refinedPrompt));
    const refinedLabel = random() < 0.5 ? "A" : "B";
    const [first, second] = refinedLabel === "A" ? [refinedAnswer, rawAnswer] : [rawAnswer, refinedAnswer];
    const verdict = readVerdict(await readAll(answer(judgePrompt(entry.request, first, second))));
    judged.push({
      request: entry.request,
      refinedPrompt,
      refinedLabel,
      verdict: verdict === undefined || verdict === "TIE" ? "tie" : verdict === refinedLabel ? "refined" : "raw",
    });
  }
  const count = (verdict: JudgedRequest["verdict"]) => judged.filter((entry) => entry.verdict === verdict).length;
  const refinedWins = count("refined");
  const ties = count("tie");
  return {
    judged,
    refinedWins,
    rawWins: count("raw"),
    ties,
    winRate: judged.length === 0 ? 0 : Math.round(((refinedWins + ties / 2) / judged.length) * 1000) / 10,
  };
};
