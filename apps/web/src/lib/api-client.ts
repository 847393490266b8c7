import type { ApiErrorBody, ErrorCode } from "@promptloom/contracts/api-error";
import { createApiClient } from "@promptloom/server/api-client";
import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

import { isAbortError } from "./is-abort-error.ts";

/** A fresh random key (`randomUUID` exists only on secure pages; plain-HTTP hosts get the same from random bytes). */
const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
};

/**
 * Every create (POST) goes with its own `Idempotency-Key`, one per submit: if the answer is lost
 * and the same request arrives twice, the server stores it once and answers both alike.
 */
export const fetchWithIdempotencyKey: typeof fetch = (input, init) => {
  if ((init?.method ?? "GET").toUpperCase() !== "POST") return fetch(input, init);
  const headers = new Headers(init?.headers);
  if (!headers.has("Idempotency-Key")) headers.set("Idempotency-Key", newIdempotencyKey());
  return fetch(input, { ...init, headers });
};

/**
 * The one typed client of the API, built from the server's route types: `api.api["saved-prompts"].$get(…)`.
 * Pass its calls to `unwrap`, which answers with the route's typed success body.
 */
export const api = createApiClient("/", { fetch: fetchWithIdempotencyKey }).api;

/** A failed API call: the HTTP status plus the server's `{ error: { code, message } }`. */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network_error",
    message: string,
  ) {
    super(message);
  }
}

/** What a request that never reached the server says, wherever it was made. */
export const networkErrorMessage = "Network error. Check your connection and try again.";

const hasMessage = (value: unknown): value is { message: string } =>
  typeof value === "object" && value !== null && "message" in value && typeof value.message === "string";

/**
 * Whether a failed answer is the API's `{ error: { code, message } }`. Checked by hand rather than
 * with the contract's zod schema: this module is on every marketing page, which ship without zod.
 */
const isApiErrorBody = (body: unknown): body is ApiErrorBody =>
  typeof body === "object" &&
  body !== null &&
  "error" in body &&
  hasMessage(body.error) &&
  "code" in body.error &&
  typeof body.error.code === "string";

const describeFailure = async (response: { status: number; json(): Promise<unknown> }): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message);
  // better-auth answers with { code, message } at the top level.
  const message = hasMessage(body) ? body.message : `HTTP error! status: ${response.status}`;
  return new ApiError(response.status, response.status >= 500 ? "internal_error" : "bad_request", message);
};

/** The body a route answers with on success: its JSON, or nothing for a 204. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends 204
      ? undefined
      : Status extends SuccessStatusCode
        ? Format extends "json"
          ? Body
          : unknown
        : never
    : unknown;

type AnyResponse = { ok: boolean; status: number; json(): Promise<unknown> };

/**
 * The one place responses are unwrapped: the typed success body, or a typed ApiError (a request
 * that never reached the server is a `network_error`; a cancelled one rethrows its AbortError).
 */
export const unwrap = async <R extends AnyResponse>(request: Promise<R>): Promise<SuccessBody<R>> => {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, "network_error", networkErrorMessage);
  }
  if (!response.ok) throw await describeFailure(response);
  if (response.status === 204) return undefined as SuccessBody<R>;
  // The route types describe this body; the server's handlers are type-checked against them.
  return (await response.json()) as SuccessBody<R>;
};

/** Request options every call may take: a signal to cancel it (TanStack Query passes one). */
export const withSignal = (signal?: AbortSignal) => ({ init: { signal } });

type QueryValue<Value> = Value extends string ? Value : string;

/** Query parameters as the API reads them: empty and missing values left out, numbers as text. */
export const toQuery = <Values extends Record<string, unknown>>(values: Values) => {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "number" || typeof value === "boolean" || (typeof value === "string" && value !== "")) {
      query[name] = String(value);
    }
  }
  // The same keys, each value now text (string literal types stay as they are).
  return query as { [Name in keyof Values]?: QueryValue<NonNullable<Values[Name]>> };
};
