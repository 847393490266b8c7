import type { ErrorCode } from "@promptloom/contracts/api-error";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type the API throws; `onError` turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  static badRequest = (message: string) => new AppError("bad_request", 400, message);
  static validation = (message: string) => new AppError("validation_error", 400, message);
  static unauthorized = (message = "Authentication required") => new AppError("unauthorized", 401, message);
  static forbidden = (message: string) => new AppError("forbidden", 403, message);
  static notFound = (message = "Not found") => new AppError("not_found", 404, message);
  static conflict = (message: string) => new AppError("conflict", 409, message);
  static rateLimited = (message: string, retryAfterSeconds: number) =>
    new AppError("rate_limited", 429, message, { "Retry-After": String(retryAfterSeconds) });
}
