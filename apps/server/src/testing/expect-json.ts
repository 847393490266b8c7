import { apiErrorSchema } from "@promptloom/contracts/api-error";
import type { ClientResponse } from "hono/client";
import { expect } from "vitest";
import type { z } from "zod";

import type { TestResponse } from "./test-client.ts";

const expectStatus = (actual: { status: number; body: unknown }, status: number) => {
  // Fails with the body in the message, which says why far better than the status alone.
  if (actual.status !== status) expect(actual).toEqual({ status });
};

/**
 * Awaits a typed API call (`client.api…`), checks its status and answers with its body, typed by
 * the route: `const created = await expectJson(member.api.folders.$post({ json }), 201)`.
 */
export const expectJson = async <Response extends ClientResponse<unknown>>(
  call: Promise<Response>,
  status = 200,
): Promise<Awaited<ReturnType<Response["json"]>>> => {
  const response = await call;
  if (response.status !== status) expectStatus({ status: response.status, body: await response.text() }, status);
  return response.json() as Promise<Awaited<ReturnType<Response["json"]>>>;
};

/**
 * Checks an answer the typed client cannot reach (the public API, routed from its operation list;
 * /api/openapi.json) against the contract schema that documents it, and answers with the parsed
 * body: `const saved = expectBody(await api.post("/api/v1/prompts", input), savedPromptSchema, 201)`.
 */
export const expectBody = <Schema extends z.ZodType>(
  response: TestResponse,
  schema: Schema,
  status = 200,
): z.output<Schema> => {
  expectStatus({ status: response.status, body: response.body }, status);
  return schema.parse(response.body);
};

/** Checks a refusal's status and the error shape every non-2xx /api answer has, and answers with its error. */
export const expectError = (response: TestResponse, status: number) =>
  expectBody(response, apiErrorSchema, status).error;
