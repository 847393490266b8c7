import type { Logger } from "pino";

import { createOfflineTextAiProvider } from "./offline/offline-text-ai-provider.ts";
import { createOpenAiClient, describeEndpoint } from "./openai/create-openai-client.ts";
import { createOpenAiTextAiProvider } from "./openai/openai-text-ai-provider.ts";
import type { TextAiProvider } from "./text-ai-provider.ts";

export type TextAiOptions = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

/**
 * An OpenAI-compatible service when a key or a base URL is configured (a local Ollama needs no
 * key), otherwise the built-in composer.
 */
export const createTextAiProvider = (options: TextAiOptions, logger: Logger): TextAiProvider => {
  if (!options.apiKey && !options.baseUrl) {
    logger.info("text AI: built-in composer (set AI_API_KEY or AI_BASE_URL to use a language model)");
    return createOfflineTextAiProvider();
  }
  logger.info(`text AI: OpenAI-compatible, model ${options.model} at ${describeEndpoint(options.baseUrl)}`);
  return createOpenAiTextAiProvider({
    client: createOpenAiClient(options),
    model: options.model,
    timeoutMs: options.timeoutMs,
  });
};
