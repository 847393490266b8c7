import { targetModels } from "@promptloom/contracts/prompt-engine";
import { describe, expect, it } from "vitest";

import { createOfflineTextAiProvider } from "../../../providers/ai/offline/offline-text-ai-provider.ts";
import { roughRequests } from "./rough-requests.ts";
import { runEvaluation } from "./run-evaluation.ts";

const composer = createOfflineTextAiProvider();

describe("the built-in composer over the whole evaluation set", () => {
  it("covers at least 200 requests from at least 30 domains", () => {
    expect(roughRequests.length).toBeGreaterThanOrEqual(200);
    expect(new Set(roughRequests.map((request) => request.domain)).size).toBeGreaterThanOrEqual(30);
  });

  for (const target of targetModels) {
    it(`keeps every fact, drops every corrected slip, garbles nothing and never uses another kind's template (${target})`, async () => {
      const scored = await runEvaluation(composer, { target });
      const problems = scored.flatMap((entry) => [
        ...entry.missedFacts.map((fact) => `${entry.say}\n  lost fact: ${fact}`),
        ...entry.leftovers.map((slip) => `${entry.say}\n  kept the corrected slip: ${slip}`),
        ...entry.garbled.map((line) => `${entry.say}\n  garbled line: ${line}`),
        ...(entry.detectedKind !== entry.kind && entry.detectedKind !== "neutral"
          ? [`${entry.say}\n  used the ${entry.detectedKind} template for a ${entry.kind}`]
          : []),
      ]);
      expect(problems).toEqual([]);
    });
  }
});
