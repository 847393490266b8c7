import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  CompleteRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { mcpMessages } from "@promptloom/contracts/mcp";
import { fillTemplate } from "@promptloom/contracts/prompt-template";

import type { Database } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import { creditUsage } from "./credit-copy.ts";
import { findPromptByName } from "./find-mcp-prompt.ts";
import { listMcpPrompts } from "./list-mcp-prompts.ts";
import { findMissing, readVariables } from "./prompt-variables.ts";
import { asProtocolRequest } from "./to-protocol-error.ts";

const MAX_COMPLETIONS = 100;

/**
 * `prompts/list`, `prompts/get` and argument completion for the member's prompts. They change
 * with every save, so they are answered from the database on each request rather than registered
 * one by one (`registerPrompt` suits a fixed set).
 */
export const registerPrompts = (server: McpServer, options: { db: Database; userId: string }) => {
  const { db, userId } = options;
  server.server.registerCapabilities({ prompts: { listChanged: true }, completions: {} });

  server.server.setRequestHandler(ListPromptsRequestSchema, (request) =>
    asProtocolRequest(() => listMcpPrompts({ db, userId, cursor: request.params?.cursor })),
  );

  server.server.setRequestHandler(GetPromptRequestSchema, (request) =>
    asProtocolRequest(async () => {
      const prompt = await findPromptByName({ db, userId, name: request.params.name });
      const values = request.params.arguments ?? {};
      const missing = findMissing(readVariables(prompt.body), values);
      if (missing.length > 0)
        throw AppError.validation(mcpMessages.missingArguments(missing.map((variable) => variable.label)));
      await creditUsage({ db, userId, event: "prompt_copied", promptId: prompt.id });
      return {
        description: prompt.title,
        messages: [
          { role: "user" as const, content: { type: "text" as const, text: fillTemplate(prompt.body, values) } },
        ],
      };
    }),
  );

  server.server.setRequestHandler(CompleteRequestSchema, (request) =>
    asProtocolRequest(async () => {
      const { ref, argument } = request.params;
      if (ref.type !== "ref/prompt") return { completion: { values: [] } };
      const prompt = await findPromptByName({ db, userId, name: ref.name });
      const variable = readVariables(prompt.body).find((candidate) => candidate.name === argument.name);
      const typed = argument.value.toLowerCase();
      const values = (variable?.choices ?? []).filter((choice) => choice.toLowerCase().startsWith(typed));
      return {
        completion: {
          values: values.slice(0, MAX_COMPLETIONS),
          total: values.length,
          hasMore: values.length > MAX_COMPLETIONS,
        },
      };
    }),
  );
};
