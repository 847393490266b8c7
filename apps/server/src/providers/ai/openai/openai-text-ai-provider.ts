import type { OpenAI } from "openai";

import { AiError } from "../ai-error.ts";
import type { TextAiProvider } from "../text-ai-provider.ts";
import { completeChat } from "./complete-chat.ts";
import { perfectPromptSystemPrompt } from "./prompt.ts";
import { streamChat } from "./stream-chat.ts";

/** Text AI through any OpenAI-compatible chat completions API. */
export const createOpenAiTextAiProvider = (options: {
  client: OpenAI;
  model: string;
  timeoutMs: number;
}): TextAiProvider => ({
  name: "openai",
  engineLabel: options.model,
  perfectPrompt: async ({ prompt }, { signal } = {}) => {
    const request = prompt.trim();
    if (request === "") throw new AiError("empty_input");
    const perfected = await completeChat({
      ...options,
      signal,
      messages: [
        { role: "system", content: perfectPromptSystemPrompt },
        { role: "user", content: request },
      ],
    });
    return { perfected };
  },
  chat: ({ messages }, { signal } = {}) => streamChat({ ...options, messages, signal }),
});
