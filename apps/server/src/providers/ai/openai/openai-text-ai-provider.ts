import type { OpenAI } from "openai";

import type { TextAiProvider } from "../text-ai-provider.ts";
import { buildRefineMessages } from "./build-refine-messages.ts";
import { answerSystemPrompt } from "./prompt.ts";
import { streamChat, type ChatRequest } from "./stream-chat.ts";

/** The text of a streamed completion, without its token count. */
async function* textOf(request: ChatRequest) {
  for await (const event of streamChat(request)) if (event.type === "delta") yield event.text;
}

/** Text AI through any OpenAI-compatible chat completions API, streamed. */
export const createOpenAiTextAiProvider = (options: {
  client: OpenAI;
  model: string;
  timeoutMs: number;
}): TextAiProvider => ({
  name: "openai",
  engineLabel: options.model,
  composePrompt: (input, { signal } = {}) => streamChat({ ...options, signal, messages: buildRefineMessages(input) }),
  answer: (prompt, { signal } = {}) =>
    streamChat({
      ...options,
      signal,
      messages: [
        { role: "system", content: answerSystemPrompt },
        { role: "user", content: prompt },
      ],
    }),
  chat: ({ messages }, { signal } = {}) => textOf({ ...options, messages, signal }),
});
