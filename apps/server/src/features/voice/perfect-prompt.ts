import type { PerfectPromptResponse } from "@promptloom/contracts/voice";

import type { PromptEngine } from "../../lib/prompt-engine/prompt-engine.ts";

/** The spec's perfect-prompt through the prompt engine, with the label of the engine that wrote it. */
export const perfectPrompt = async (options: {
  engine: PromptEngine;
  userId: string;
  prompt: string;
  signal: AbortSignal;
}): Promise<PerfectPromptResponse> => {
  const { prompt, engine } = await options.engine.refineToEnd({
    userId: options.userId,
    request: options.prompt,
    signal: options.signal,
  });
  return { perfected: prompt, engine };
};
