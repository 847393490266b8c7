import type { ApiErrorBody } from "@promptloom/contracts/api-error";
import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";

import { isDatabaseUnavailable, isUnstorableText } from "../db/postgres-errors.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

export const databaseUnavailableMessage =
  "Promptloom cannot reach its database right now. Please try again in a moment.";

const body = (code: ApiErrorBody["error"]["code"], message: string): ApiErrorBody => ({
  error: { code, message },
});

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(body(error.code, error.message), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) return c.json(body("payload_too_large", "Request body too large"), 413);
    return c.json(body(status >= 500 ? "internal_error" : "bad_request", error.message || "Bad request"), status);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.logger.error({ err: error }, "database unavailable");
    c.header("Retry-After", "5");
    return c.json(body("service_unavailable", databaseUnavailableMessage), 503);
  }
  // Any text field may carry one; refusing it here covers every route, imported files included.
  if (isUnstorableText(error)) return c.json(body("validation_error", "Text cannot contain NUL characters."), 400);
  c.var.logger.error({ err: error }, "unhandled error");
  return c.json(body("internal_error", "Something went wrong. Please try again."), 500);
};

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(body("not_found", `No API route for ${c.req.method} ${c.req.path}`), 404);
