import { APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError } from "openai";

import { AiError } from "../ai-error.ts";

/**
 * Cancellation for one call to an OpenAI-compatible service: the caller's signal plus our own
 * deadline. A stream pushes the deadline back each time data arrives, so a long answer that keeps
 * flowing is not cut off while a stalled one is.
 */
export const startAiCall = (options: { timeoutMs: number; signal?: AbortSignal | undefined }) => {
  const deadline = new AbortController();
  let timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;

  return {
    signal,
    extendDeadline: () => {
      clearTimeout(timer);
      timer = setTimeout(() => deadline.abort(), options.timeoutMs);
    },
    finish: () => clearTimeout(timer),
    toAiError: (error: unknown): AiError => {
      if (error instanceof AiError) return error;
      if (options.signal?.aborted) return new AiError("aborted", undefined, { cause: error });
      if (deadline.signal.aborted || error instanceof APIConnectionTimeoutError) {
        return new AiError("timeout", undefined, { cause: error });
      }
      if (error instanceof RateLimitError) return new AiError("rate_limited", undefined, { cause: error });
      if (error instanceof APIConnectionError) return new AiError("unavailable", undefined, { cause: error });
      // 401/403/404 mean our configuration is wrong, 5xx that the service is failing: both are
      // "unavailable" to the person asking; the cause says which for the log.
      if (error instanceof APIError) return new AiError("unavailable", undefined, { cause: error });
      return new AiError("bad_response", undefined, { cause: error });
    },
  };
};
