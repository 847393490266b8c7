/**
 * Why an AI call (text or transcription) failed. Routes turn the code into an HTTP status; the
 * message is safe to show to the person who made the request, `cause` carries details for the log.
 */
export type AiErrorCode =
  /** Nothing left to work with (e.g. only filler words, or no audio). */
  | "empty_input"
  /** The AI service answered 429 twice in a row. */
  | "rate_limited"
  /** The AI service could not be reached, rejected our credentials or failed (5xx). */
  | "unavailable"
  /** No answer within AI_TIMEOUT_MS. */
  | "timeout"
  /** The AI service answered with something we cannot use. */
  | "bad_response"
  /** The caller cancelled the request. */
  | "aborted"
  /** No transcription engine is set up on this server. */
  | "not_configured"
  /** The offline transcriber cannot read this audio format. */
  | "unsupported_format"
  /** The recording is longer than the offline transcriber accepts. */
  | "too_long";

const defaultMessages: Record<AiErrorCode, string> = {
  empty_input: "There is nothing to work with yet. Say or type what you want the AI to do.",
  rate_limited: "The AI service is busy right now. Please try again in a moment.",
  unavailable: "The AI service is unavailable right now. Please try again later.",
  timeout: "The AI service took too long to answer. Please try again.",
  bad_response: "The AI service returned an answer we could not use. Please try again.",
  aborted: "The request was cancelled.",
  not_configured: "Transcription is not configured on this server.",
  unsupported_format: "This audio format can't be transcribed offline.",
  too_long: "This recording is too long to transcribe. Please record a shorter message.",
};

export class AiError extends Error {
  override name = "AiError";

  constructor(
    readonly code: AiErrorCode,
    message: string = defaultMessages[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
