import type { ErrorCode } from "@promptloom/contracts/api-error";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import { AiError, type AiErrorCode } from "../providers/ai/ai-error.ts";
import { AppError } from "./app-error.ts";

const responses: Record<AiErrorCode, { code: ErrorCode; status: ContentfulStatusCode }> = {
  empty_input: { code: "validation_error", status: 400 },
  rate_limited: { code: "rate_limited", status: 429 },
  unavailable: { code: "service_unavailable", status: 503 },
  timeout: { code: "service_unavailable", status: 504 },
  bad_response: { code: "service_unavailable", status: 502 },
  // Only seen when the caller went away: nobody reads the answer.
  aborted: { code: "bad_request", status: 400 },
  not_configured: { code: "service_unavailable", status: 503 },
  unsupported_format: { code: "unsupported_media_type", status: 415 },
  too_long: { code: "payload_too_large", status: 413 },
};

/**
 * An AI provider's failure as the API's error, its message kept (AiError messages are written
 * for the person who asked); anything else is passed on untouched.
 */
export const toAppError = (error: unknown): Error => {
  if (!(error instanceof AiError)) return error instanceof Error ? error : new Error(String(error));
  const { code, status } = responses[error.code];
  const headers: Record<string, string> = error.code === "rate_limited" ? { "Retry-After": "30" } : {};
  return new AppError(code, status, error.message, headers);
};
