import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { libraryListSchema, libraryQuerySchema } from "@promptloom/contracts/library-search";
import {
  mcpFilledPromptSchema,
  mcpGetPromptInputSchema,
  mcpToolNames,
  type McpFilledPrompt,
} from "@promptloom/contracts/mcp";
import { fillTemplate } from "@promptloom/contracts/prompt-template";
import type { Logger } from "pino";

import type { Database } from "../db/client.ts";
import { searchLibrary } from "../features/library/search-library.ts";
import { creditUsage } from "./credit-copy.ts";
import { findPromptById } from "./find-mcp-prompt.ts";
import { findMissing, readVariables } from "./prompt-variables.ts";
import { runTool, toolResult } from "./tool-result.ts";

const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

/** `search_library` and `get_prompt`: finding a prompt and reading it filled in. */
export const registerLibraryTools = (server: McpServer, options: { db: Database; userId: string; logger: Logger }) => {
  const { db, userId, logger } = options;

  server.registerTool(
    mcpToolNames.searchLibrary,
    {
      title: "Search the prompt library",
      description:
        "Searches Promptloom's curated library of published prompts by words, category, comma-separated tags, type (text or image) and model. Results leave the prompt text out: read one with get_prompt and its slug.",
      inputSchema: libraryQuerySchema,
      outputSchema: libraryListSchema,
      annotations: readOnly,
    },
    (query) =>
      runTool(logger, async () => {
        const page = await searchLibrary({ db, userId, query });
        const lines = page.items.map((item) => `- ${item.title} (slug: ${item.slug}): ${item.description}`);
        const more = page.nextCursor ? `\nMore results: call again with cursor "${page.nextCursor}".` : "";
        const text = page.items.length === 0 ? "No library prompt matches." : `${lines.join("\n")}${more}`;
        return toolResult(page, text);
      }),
  );

  server.registerTool(
    mcpToolNames.getPrompt,
    {
      title: "Get a prompt, filled in",
      description:
        "Reads one of the member's saved prompts (by id) or a library prompt (by id or slug), with its {{variables}} filled from `arguments`. Variables left out keep their default; required ones without a value read [Label] and are listed in `missing`.",
      inputSchema: mcpGetPromptInputSchema,
      outputSchema: mcpFilledPromptSchema,
      annotations: readOnly,
    },
    ({ id, arguments: values }) =>
      runTool(logger, async () => {
        const prompt = await findPromptById({ db, userId, id });
        const variables = readVariables(prompt.body);
        const filled: McpFilledPrompt = {
          id: prompt.id,
          origin: prompt.origin,
          title: prompt.title,
          text: fillTemplate(prompt.body, values),
          variables,
          missing: findMissing(variables, values).map((variable) => variable.name),
        };
        await creditUsage({ db, userId, event: "prompt_copied", promptId: prompt.id });
        return toolResult(filled, filled.text);
      }),
  );
};
