import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { MCP_PROMPT_URI_TEMPLATE, MCP_RESOURCES_LIST_SIZE, mcpMessages, mcpPromptUri } from "@promptloom/contracts/mcp";
import { z } from "zod";

import type { Database } from "../db/client.ts";
import { findSavedPrompt } from "../features/saved-prompts/find-saved-prompt.ts";
import { listSavedPrompts } from "../features/saved-prompts/list-saved-prompts.ts";
import { AppError } from "../http/app-error.ts";
import { creditUsage } from "./credit-copy.ts";
import { asProtocolRequest } from "./to-protocol-error.ts";

const PROMPT_MIME_TYPE = "text/plain";

/** The member's saved prompts as `promptloom://prompts/{id}`, for assistants that attach resources. */
export const registerResources = (server: McpServer, options: { db: Database; userId: string }) => {
  const { db, userId } = options;
  const template = new ResourceTemplate(MCP_PROMPT_URI_TEMPLATE, {
    list: () =>
      asProtocolRequest(async () => {
        const page = await listSavedPrompts({ db, userId, query: { limit: MCP_RESOURCES_LIST_SIZE } });
        return {
          resources: page.items.map((prompt) => ({
            uri: mcpPromptUri(prompt.id),
            name: prompt.title,
            mimeType: PROMPT_MIME_TYPE,
            description: prompt.tags.length > 0 ? `My prompt · ${prompt.tags.join(", ")}` : "My prompt",
          })),
        };
      }),
  });

  server.registerResource(
    "saved-prompt",
    template,
    { title: "My prompt", description: "One of the member's saved prompts, by id.", mimeType: PROMPT_MIME_TYPE },
    (uri, variables) =>
      asProtocolRequest(async () => {
        const id = z.uuid().safeParse(variables.id);
        if (!id.success) throw AppError.notFound(mcpMessages.promptNotFound);
        const prompt = await findSavedPrompt({ db, userId, id: id.data });
        await creditUsage({ db, userId, event: "prompt_copied", promptId: prompt.id });
        return { contents: [{ uri: uri.href, mimeType: PROMPT_MIME_TYPE, text: prompt.perfectedText }] };
      }),
  );
};
