import { BUILT_IN_ENGINE_LABEL } from "@promptloom/contracts/prompt-engine";
import { composeAnalysis } from "@promptloom/prompt-engine";

import { AiError } from "../ai-error.ts";
import type { TextAiProvider } from "../text-ai-provider.ts";

/** The embedded default: the prompt engine's built-in composer, which needs no outside service. */
export const createOfflineTextAiProvider = (): TextAiProvider => ({
  name: "offline",
  engineLabel: BUILT_IN_ENGINE_LABEL,
  // eslint-disable-next-line @typescript-eslint/require-await -- an async generator, like the model's stream
  composePrompt: async function* ({ analysis, options }, { signal } = {}) {
    if (signal?.aborted) throw new AiError("aborted");
    yield { type: "delta", text: composeAnalysis(analysis, options).prompt };
  },
});
