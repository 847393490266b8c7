import { apiErrorSchema } from "@promptloom/contracts/api-error";
import { apiKeyFormat } from "@promptloom/contracts/api-keys";
import { MCP_PATH } from "@promptloom/contracts/mcp";
import { PUBLIC_API_BASE } from "@promptloom/contracts/public-api";
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";

import type { PublicApiOperation } from "./public-api-operation.ts";
import { publicApiOperations } from "./public-api-operations.ts";

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

const errorSchema = apiErrorSchema.meta({ id: "Error" });

/** Accepted on every POST (server side: http/idempotency.ts). */
const idempotencyKeyHeader = z.object({
  "Idempotency-Key": z.string().min(1).max(255).optional().meta({
    description:
      "Any unique value, such as a UUID, one per request you mean to make once. Sending the same request again with the same key within 24 hours returns the first answer (with `Idempotent-Replayed: true`) instead of creating a second copy; the same key with a different body is a 422, and a key whose first request is still running a 409.",
    example: "3f1c2a9e-7b54-4c1d-9a6e-2d8f0b1e4c77",
  }),
});

const errorResponse = (status: keyof typeof errorDescriptions) => ({
  description: errorDescriptions[status],
  content: { "application/json": { schema: errorSchema } },
});

const toOperationObject = (operation: PublicApiOperation): ZodOpenApiOperationObject => {
  const statuses = [...operation.errors, 401, 403, 429] as (keyof typeof errorDescriptions)[];
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    requestParams: {
      ...(operation.params && { path: operation.params }),
      ...(operation.query && { query: operation.query }),
      ...(operation.method === "post" && { header: idempotencyKeyHeader }),
    },
    requestBody: operation.body && {
      required: true,
      content: { "application/json": { schema: operation.body } },
    },
    responses: {
      [operation.response.status]: {
        description: operation.response.description,
        content: { "application/json": { schema: operation.response.schema } },
      },
      ...Object.fromEntries(statuses.sort().map((status) => [status, errorResponse(status)])),
    },
  };
};

/**
 * The public API's OpenAPI 3.1 document, written from the same operations and zod contracts the
 * server validates with. `baseUrl` is this site's address, so "try it" tools call the right host.
 */
export const createOpenApiDocument = (baseUrl: string) => {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of publicApiOperations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: toOperationObject(operation) };
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Promptloom API",
      version: "1.0.0",
      description: `Refine prompts, search the library, save prompts and record time saved from your own tools and n8n workflows. Every request sends a member's API key as \`Authorization: Bearer ${apiKeyFormat.marker}…\`; create keys under Automations in the app.\n\nAI assistants (Claude Desktop, Claude Code, Cursor, VS Code) connect to the same library through the Model Context Protocol: Streamable HTTP at \`${baseUrl}${MCP_PATH}\`, with the same key. Its prompts, tools and resources are described by the protocol itself (\`tools/list\`, \`prompts/list\`); see the MCP guide in the documentation.`,
      "x-mcp-server": { url: `${baseUrl}${MCP_PATH}`, transport: "streamable-http" },
    },
    servers: [{ url: `${baseUrl}${PUBLIC_API_BASE}` }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "A member's API key, created under Automations → API keys.",
        },
      },
    },
    paths,
  });
};
