import { apiErrorSchema } from "@promptloom/contracts/api-error";
import type { MiddlewareHandler } from "hono";
import { z, type ZodType } from "zod";

import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";

const errorDescriptions = {
  400: "The request is invalid; `error.message` says which field and why.",
  401: "No API key, or a key that is malformed, unknown or revoked.",
  403: "The key's member has no active subscription (or was refunded).",
  404: "Nothing with that id belongs to the member.",
  409: "The request conflicts with what is stored.",
  429: "Too many requests; wait for the number of seconds in `Retry-After`.",
  502: "The AI model failed to answer.",
  503: "The AI model is not reachable right now.",
} as const;

type ErrorStatus = keyof typeof errorDescriptions;
/** Every endpoint can answer these: the key's guard and the member's rate limit run first. */
type GuardStatus = 401 | 403 | 429;

const errorSchema = apiErrorSchema.meta({ id: "Error" });

const errorResponse = (status: ErrorStatus) => ({
  description: errorDescriptions[status],
  content: { "application/json": { schema: errorSchema } },
});

/** The failures an endpoint adds to the ones every endpoint has (401, 403, 429), described. */
export const errorResponses = <Status extends Exclude<ErrorStatus, GuardStatus>>(...statuses: Status[]) =>
  Object.fromEntries(
    [...statuses, 401, 403, 429].sort().map((status) => [status, errorResponse(status as ErrorStatus)]),
  ) as Record<Status | GuardStatus, ReturnType<typeof errorResponse>>;

/** A JSON answer of `schema`. */
export const jsonResponse = <Schema extends ZodType>(description: string, schema: Schema) => ({
  description,
  content: { "application/json": { schema } },
});

/** A required JSON body of `schema`. */
export const jsonBody = <Schema extends ZodType>(schema: Schema) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** Accepted on every POST (server side: http/idempotency.ts, which also checks its form). */
export const idempotencyKeyHeader = z.object({
  "Idempotency-Key": z.string().min(1).max(255).optional().meta({
    description:
      "Any unique value, such as a UUID, one per request you mean to make once. Sending the same request again with the same key within 24 hours returns the first answer (with `Idempotent-Replayed: true`) instead of creating a second copy; the same key with a different body is a 422, and a key whose first request is still running a 409. A key whose first request was cut off (the server stopped while running it) is run again by a retry after 30 minutes; a prompt it saved is answered, not saved twice.",
    example: "3f1c2a9e-7b54-4c1d-9a6e-2d8f0b1e4c77",
  }),
});

/**
 * A POST's body is read as JSON whatever its Content-Type says (curl's `-d` sends a form type),
 * with its own answers for a missing or broken body; the route's validator then reads it as JSON.
 */
export const readBodyAsJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  const text = await c.req.text();
  if (!text.trim()) throw AppError.validation("Send a JSON object as the request body.");
  try {
    JSON.parse(text);
  } catch {
    throw AppError.badRequest("The request body is not valid JSON.");
  }
  const { raw } = c.req;
  const headers = new Headers(raw.headers);
  headers.set("Content-Type", "application/json");
  c.req.raw = new Request(raw.url, { method: raw.method, headers, body: text, signal: raw.signal });
  await next();
};
