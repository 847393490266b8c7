/**
 * `npm run eval:prompts`: refines every request of the evaluation set with the configured engine
 * (the built-in composer, or the model in AI_BASE_URL / AI_API_KEY), prints kind accuracy, fact
 * retention and the share that fell to the neutral structure, and writes every prompt to a report
 * for reading (`.tmp/prompt-evaluation.md`, not committed).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";

import { targetModels, type TargetModel } from "@promptloom/contracts/prompt-engine";

import { readEnv } from "../env.ts";
import { runEvaluation } from "../lib/prompt-engine/evaluation/run-evaluation.ts";
import type { ScoredRequest } from "../lib/prompt-engine/evaluation/score-request.ts";
import { summarizeScores } from "../lib/prompt-engine/evaluation/score-request.ts";
import { createLogger } from "../logger.ts";
import { createTextAiProvider } from "../providers/ai/create-text-ai-provider.ts";

const env = readEnv();
const target = (process.argv.find((argument) => argument.startsWith("--target="))?.split("=")[1] ??
  "chatgpt") as TargetModel;
if (!targetModels.includes(target)) throw new Error(`--target must be one of ${targetModels.join(", ")}`);
const textAi = createTextAiProvider(
  { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS },
  createLogger("warn"),
);

const section = (entry: ScoredRequest, index: number) =>
  [
    `## ${index + 1}. ${entry.domain} — expected ${entry.kind}, found ${entry.detectedKind}`,
    `> ${entry.say}`,
    ...(entry.missedFacts.length > 0 ? [`**Lost facts:** ${entry.missedFacts.join(" · ")}`] : []),
    ...(entry.leftovers.length > 0 ? [`**Kept corrected slips:** ${entry.leftovers.join(" · ")}`] : []),
    ...(entry.garbled.length > 0 ? [`**Garbled lines:** ${entry.garbled.join(" · ")}`] : []),
    "```text",
    entry.prompt,
    "```",
  ].join("\n\n");

const scored = await runEvaluation(textAi, { target });
const summary = summarizeScores(scored);
const reportPath = resolve(".tmp/prompt-evaluation.md");
await mkdir(resolve(".tmp"), { recursive: true });
await writeFile(
  reportPath,
  [
    `# Prompt evaluation — ${textAi.engineLabel}, target ${target}`,
    "```json",
    JSON.stringify(summary, null, 2),
    "```",
    ...scored.map(section),
  ].join("\n\n"),
);

console.log(`Engine: ${textAi.engineLabel} (target ${target})`);
console.log(`Requests: ${summary.requests} across ${summary.domains} domains`);
console.log(`Kind accuracy: ${summary.kindAccuracy}%`);
console.log(`Neutral structure: ${summary.neutralShare}%  ·  another kind's template: ${summary.otherKind}`);
console.log(`Fact retention: ${summary.factRetention}%  (all facts kept in ${summary.allFactsKept}% of requests)`);
console.log(`Corrected slips left in: ${summary.leftovers}  ·  prompts with garbled lines: ${summary.garbled}`);
console.log(`Every prompt: ${reportPath}`);
