import type { PerfectPromptResponse } from "@promptloom/contracts/voice";

import type { TextAiProvider } from "../../providers/ai/text-ai-provider.ts";

/** Has the configured engine turn a rough request into a polished prompt, and says which engine it was. */
export const perfectPrompt = async (options: {
  textAi: TextAiProvider;
  prompt: string;
  signal: AbortSignal;
}): Promise<PerfectPromptResponse> => {
  const { perfected } = await options.textAi.perfectPrompt({ prompt: options.prompt }, { signal: options.signal });
  return { perfected, engine: options.textAi.engineLabel };
};
