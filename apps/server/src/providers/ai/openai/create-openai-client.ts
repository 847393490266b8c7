import { OpenAI } from "openai";

export const defaultOpenAiBaseUrl = "https://api.openai.com/v1";

export type OpenAiConnection = {
  /** Any OpenAI-compatible API (OpenAI, Ollama, vLLM, LM Studio, OpenRouter); OpenAI when unset. */
  baseUrl: string | undefined;
  /** Local servers such as Ollama need none. */
  apiKey: string | undefined;
  timeoutMs: number;
};

/**
 * A client for chat completions and transcriptions. Everything is passed explicitly so the SDK
 * never falls back to its own OPENAI_* environment variables. One retry covers a 429, a 5xx or a
 * dropped connection; `startAiCall` bounds the whole call, retry included, by the timeout.
 */
export const createOpenAiClient = ({ baseUrl, apiKey, timeoutMs }: OpenAiConnection): OpenAI =>
  new OpenAI({
    baseURL: baseUrl ?? defaultOpenAiBaseUrl,
    // The SDK insists on a key; without one we send no Authorization header at all.
    apiKey: apiKey ?? "none",
    defaultHeaders: apiKey ? undefined : { Authorization: null },
    organization: null,
    project: null,
    timeout: timeoutMs,
    maxRetries: 1,
  });

/** The base URL for the start-up log, without any credentials written into it. */
export const describeEndpoint = (baseUrl: string | undefined) => {
  const url = new URL(baseUrl ?? defaultOpenAiBaseUrl);
  url.username = "";
  url.password = "";
  return url.href;
};
