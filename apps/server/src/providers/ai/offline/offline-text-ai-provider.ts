import { BUILT_IN_ENGINE_LABEL } from "@promptloom/contracts/prompt-engine";

import { AiError } from "../ai-error.ts";
import type { TextAiProvider } from "../text-ai-provider.ts";
import { builtInEngine } from "./built-in-engine.ts";

/** The embedded default: the prompt engine's built-in composer, which needs no outside service. */
export const createOfflineTextAiProvider = (): TextAiProvider => ({
  name: "offline",
  engineLabel: BUILT_IN_ENGINE_LABEL,
  composePrompt: async function* ({ analysis, options }, { signal } = {}) {
    if (signal?.aborted) throw new AiError("aborted");
    const { composeAnalysis } = await builtInEngine();
    yield { type: "delta", text: composeAnalysis(analysis, options).prompt };
  },
});
