import { AiError } from "../ai-error.ts";
import type { TextAiProvider } from "../text-ai-provider.ts";
import { cleanTranscript } from "./clean-transcript.ts";
import { composePrompt } from "./compose-prompt.ts";

/**
 * The embedded default: a deterministic composer that needs no outside service. It cleans the
 * request, detects what kind of task it is and builds a structured prompt from what was said.
 */
export const createOfflineTextAiProvider = (): TextAiProvider => ({
  name: "offline",
  engineLabel: "Built-in offline composer",
  perfectPrompt: ({ prompt }, { signal } = {}) => {
    if (signal?.aborted) return Promise.reject(new AiError("aborted"));
    const cleaned = cleanTranscript(prompt);
    if (cleaned === "") return Promise.reject(new AiError("empty_input"));
    return Promise.resolve({ perfected: composePrompt(cleaned) });
  },
});
