import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  mcpFolderListSchema,
  mcpRefinedPromptSchema,
  mcpRefinePromptInputSchema,
  mcpSavedPromptSchema,
  mcpSavePromptInputSchema,
  mcpToolNames,
} from "@promptloom/contracts/mcp";
import type { Logger } from "pino";

import type { AppDeps } from "../app-deps.ts";
import { perfectPromptLimit } from "../features/voice/perfect-prompt-limit.ts";
import { enforceRateLimit, tooManyRequestsMessage } from "../lib/rate-limit.ts";
import { listFoldersWithPaths } from "./folder-paths.ts";
import { saveAssistantPrompt } from "./save-assistant-prompt.ts";
import { runTool, toolResult } from "./tool-result.ts";

/** `refine_prompt`, `save_prompt` and `list_folders`: Genie's engine and the member's My Prompts. */
export const registerMyPromptsTools = (
  server: McpServer,
  options: { deps: Pick<AppDeps, "db" | "engine">; userId: string; logger: Logger },
) => {
  const { deps, userId, logger } = options;
  const { db, engine } = deps;

  server.registerTool(
    mcpToolNames.refinePrompt,
    {
      title: "Refine a prompt with Genie",
      description:
        "Turns a rough request into a polished prompt with Promptloom's Genie engine. Options set the target model, tone, format, length and language, and answer the engine's questions. Counts against the member's AI quota, like Genie in the app.",
      inputSchema: mcpRefinePromptInputSchema,
      outputSchema: mcpRefinedPromptSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    ({ request, options: refineOptions }, extra) =>
      runTool(logger, async () => {
        await enforceRateLimit(db, perfectPromptLimit, userId, tooManyRequestsMessage);
        const refined = await engine.refineToEnd({ userId, request, options: refineOptions, signal: extra.signal });
        const questions = refined.questions.map((question) => `- ${question.label}`).join("\n");
        const text = questions ? `${refined.prompt}\n\nWorth answering:\n${questions}` : refined.prompt;
        return toolResult(refined, text);
      }),
  );

  server.registerTool(
    mcpToolNames.savePrompt,
    {
      title: "Save a prompt to My Prompts",
      description:
        'Saves a prompt to the member\'s My Prompts, into a folder path such as "Work/Clients" (created when missing), with tags. Saving the same title and text into the same folder again answers with the prompt already saved.',
      inputSchema: mcpSavePromptInputSchema,
      outputSchema: mcpSavedPromptSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (input) =>
      runTool(logger, async () => {
        const saved = await saveAssistantPrompt({ db, userId, input });
        const where = input.folder ? ` in ${input.folder}` : "";
        const text = saved.alreadySaved
          ? `"${saved.prompt.title}" was already in My Prompts${where} (id ${saved.prompt.id}).`
          : `Saved "${saved.prompt.title}" to My Prompts${where} (id ${saved.prompt.id}).`;
        return toolResult(saved, text);
      }),
  );

  server.registerTool(
    mcpToolNames.listFolders,
    {
      title: "List my folders",
      description: "The member's My Prompts folders, with their paths and how many prompts each holds.",
      outputSchema: mcpFolderListSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      runTool(logger, async () => {
        const items = await listFoldersWithPaths({ db, userId });
        const lines = items.map((folder) => `- ${folder.path} (${folder.promptCount})`);
        return toolResult({ items }, items.length === 0 ? "No folders yet." : lines.join("\n"));
      }),
  );
};
