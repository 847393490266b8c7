/**
 * `npm run eval:prompts`: refines every request of the prompt engine's frozen held-out split with
 * the built-in engine and prints held-out kind accuracy, the neutral share (separately: a neutral
 * answer is not a right kind), wrong kinds, fact retention and the median time per request; every
 * prompt goes to a report for reading (`.tmp/prompt-evaluation.md`, not committed).
 *
 * `npm run eval:prompts -- --model [--limit=N] [--seed=N]`: with AI_BASE_URL (or AI_API_KEY) set,
 * also runs the held-out requests through the model path and a pairwise judge (the answer to the
 * raw request against the answer to the refined prompt, order randomised) and prints the win rate.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";

import { targetModels, type TargetModel } from "@promptloom/contracts/prompt-engine";
import { evaluateOffline, parseLabelled, summarizeEvaluation, type EvaluatedRequest } from "@promptloom/prompt-engine";

import { readEnv } from "../env.ts";
import { evaluateWithModel } from "../lib/prompt-engine/evaluate-with-model.ts";
import { createLogger } from "../logger.ts";
import { createTextAiProvider } from "../providers/ai/create-text-ai-provider.ts";

const argument = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.split("=")[1];

const target = (argument("target") ?? "chatgpt") as TargetModel;
if (!targetModels.includes(target)) throw new Error(`--target must be one of ${targetModels.join(", ")}`);

const heldOutPath = new URL("../data/held-out.jsonl", import.meta.resolve("@promptloom/prompt-engine"));
const heldOut = parseLabelled(await readFile(heldOutPath, "utf8"), heldOutPath.pathname);

const section = (entry: EvaluatedRequest, index: number) =>
  [
    `## ${index + 1}. expected ${entry.kind}, found ${entry.found} (${entry.confidence})`,
    `> ${entry.request}`,
    ...(entry.missedFacts.length > 0 ? [`**Lost facts:** ${entry.missedFacts.join(" · ")}`] : []),
    "```text",
    entry.prompt,
    "```",
  ].join("\n\n");

const results = evaluateOffline(heldOut, { target });
const summary = summarizeEvaluation(results);
const reportPath = resolve(".tmp/prompt-evaluation.md");
await mkdir(resolve(".tmp"), { recursive: true });
await writeFile(
  reportPath,
  [`# Prompt evaluation — built-in engine, target ${target}`, "```json", JSON.stringify(summary, null, 2), "```"]
    .concat(results.map(section))
    .join("\n\n"),
);

console.log(`Held-out requests: ${summary.requests} (built-in engine, target ${target})`);
console.log(`Kind accuracy: ${summary.kindAccuracy}%`);
console.log(`Neutral structure: ${summary.neutralShare}%  ·  wrong kind: ${summary.wrongKind}%`);
console.log(`Fact retention: ${summary.factRetention}%`);
console.log(`Median time per request: ${summary.medianMilliseconds} ms`);
console.log(`Every prompt: ${reportPath}`);

if (process.argv.includes("--model")) {
  const env = readEnv();
  const textAi = createTextAiProvider(
    { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS },
    createLogger("warn"),
  );
  if (textAi.name === "offline") {
    console.error("--model needs a language model: set AI_BASE_URL (or AI_API_KEY).");
    process.exit(1);
  }
  const limit = Number(argument("limit") ?? heldOut.length);
  const evaluation = await evaluateWithModel(textAi, heldOut.slice(0, limit), { seed: Number(argument("seed") ?? 1) });
  console.log(`Model: ${textAi.engineLabel}, ${evaluation.judged.length} requests judged pairwise`);
  console.log(
    `Refined prompt wins: ${evaluation.refinedWins}  ·  raw request wins: ${evaluation.rawWins}  ·  ties: ${evaluation.ties}`,
  );
  console.log(`Win rate of the refined prompt: ${evaluation.winRate}%`);
}
