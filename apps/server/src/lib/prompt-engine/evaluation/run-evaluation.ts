import { refineOptionsSchema, type RefineOptionsInput } from "@promptloom/contracts/prompt-engine";

import type { TextAiProvider } from "../../../providers/ai/text-ai-provider.ts";
import { analyzeRequest } from "../../../providers/ai/understanding/analyze-request.ts";
import type { RoughRequest } from "./rough-request.ts";
import { roughRequests } from "./rough-requests.ts";
import { scoreRequest, type ScoredRequest } from "./score-request.ts";

/** Refines every request of the set (or the given ones) with a text AI provider and scores each prompt. */
export const runEvaluation = async (
  textAi: TextAiProvider,
  options: RefineOptionsInput = {},
  requests: RoughRequest[] = roughRequests,
): Promise<ScoredRequest[]> => {
  const scored: ScoredRequest[] = [];
  for (const request of requests) {
    const analysis = analyzeRequest(request.say);
    if (!analysis) throw new Error(`The evaluation request ${JSON.stringify(request.say)} is empty`);
    let prompt = "";
    const input = {
      request: request.say,
      analysis,
      options: refineOptionsSchema.parse(options),
      previous: [],
      examples: [],
    };
    for await (const event of textAi.composePrompt(input)) if (event.type === "delta") prompt += event.text;
    scored.push(scoreRequest(request, prompt, analysis.kind));
  }
  return scored;
};
