import type { OpenAPIHono } from "@hono/zod-openapi";
import { apiKeyFormat } from "@promptloom/contracts/api-keys";
import { MCP_PATH } from "@promptloom/contracts/mcp";
import { PUBLIC_API_BASE } from "@promptloom/contracts/public-api";

import type { AppEnv } from "../http/app-env.ts";

/**
 * The public API's OpenAPI 3.1 document, generated from the routes `api` declares with their zod
 * contracts. `baseUrl` is this site's address, so "try it" tools call the right host.
 */
export const createOpenApiDocument = (api: OpenAPIHono<AppEnv>, baseUrl: string) => {
  api.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "A member's API key, created under Automations → API keys.",
  });
  return api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Promptloom API",
      version: "1.0.0",
      description: `Refine prompts, search the library, save prompts and record time saved from your own tools and n8n workflows. Every request sends a member's API key as \`Authorization: Bearer ${apiKeyFormat.marker}…\`; create keys under Automations in the app.\n\nAI assistants (Claude Desktop, Claude Code, Cursor, VS Code) connect to the same library through the Model Context Protocol: Streamable HTTP at \`${baseUrl}${MCP_PATH}\`, with the same key. Its prompts, tools and resources are described by the protocol itself (\`tools/list\`, \`prompts/list\`); see the MCP guide in the documentation.`,
      "x-mcp-server": { url: `${baseUrl}${MCP_PATH}`, transport: "streamable-http" },
    },
    servers: [{ url: `${baseUrl}${PUBLIC_API_BASE}` }],
    security: [{ apiKey: [] }],
  });
};
