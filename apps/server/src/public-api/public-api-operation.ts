import type { z } from "zod";

import type { AppDeps } from "../app-deps.ts";

type AnyObject = z.ZodObject;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : Record<string, never>;

/** What a handler receives: the parsed request and the member the API key belongs to. */
export type OperationInput<Params, Query, Body> = {
  params: Output<Params>;
  query: Output<Query>;
  body: Output<Body>;
  userId: string;
  /** Aborted when the caller goes away, so long work (a model call) stops with it. */
  signal: AbortSignal;
};

/**
 * One endpoint of the public API, described once: the router validates with these schemas and
 * the OpenAPI document is written from them, so the two cannot drift apart.
 */
export type PublicApiOperation<
  Params extends AnyObject | undefined = AnyObject | undefined,
  Query extends AnyObject | undefined = AnyObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> = {
  operationId: string;
  method: "get" | "post";
  /** Relative to /api/v1, OpenAPI style: `/prompts/{id}`. */
  path: string;
  tag: "Account" | "Prompts" | "Library" | "Community" | "Usage";
  summary: string;
  description: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: { status: 200 | 201; description: string; schema: Response };
  /** Failures this endpoint adds to the ones every endpoint has (401, 403, 429). */
  errors: (400 | 404 | 409 | 502 | 503)[];
  handle: (input: OperationInput<Params, Query, Body>, deps: AppDeps) => Promise<z.input<Response>>;
};

/** Keeps each operation's handler typed by its own schemas, then files it with the others. */
export const defineOperation = <
  Params extends AnyObject | undefined = undefined,
  Query extends AnyObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(
  operation: PublicApiOperation<Params, Query, Body, Response>,
) => operation as unknown as PublicApiOperation;
