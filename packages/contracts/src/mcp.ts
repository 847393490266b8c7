import { z } from "zod";

import { refinedPromptSchema, refineOptionsSchema, roughRequestSchema } from "./prompt-engine.ts";
import { folderListSchema, promptFolderSchema } from "./prompt-folders.ts";
import { libraryPromptParamSchema } from "./public-api.ts";
import { createSavedPromptSchema, savedPromptSchema } from "./saved-prompts.ts";

/**
 * The Model Context Protocol server: assistants (Claude Desktop, Claude Code, Cursor, VS Code…)
 * reach a member's library through it with the member's API key, like the public API.
 */
export const MCP_PATH = "/api/mcp";
export const MCP_SERVER_NAME = "promptloom";
/** The protocol revision the server's SDK negotiates with an up-to-date client. */
export const MCP_PROTOCOL_VERSION = "2025-11-25";
/** How many prompts one `prompts/list` page holds. */
export const MCP_PROMPTS_PAGE_SIZE = 50;
/** How many of the member's prompts `resources/list` offers (the newest); any other is read by its URI. */
export const MCP_RESOURCES_LIST_SIZE = 100;
/** A member's prompt as a resource: `promptloom://prompts/{id}`. */
export const mcpPromptUri = (id: string) => `promptloom://prompts/${id}`;
export const MCP_PROMPT_URI_TEMPLATE = "promptloom://prompts/{id}";

export const mcpToolNames = {
  searchLibrary: "search_library",
  getPrompt: "get_prompt",
  refinePrompt: "refine_prompt",
  savePrompt: "save_prompt",
  listFolders: "list_folders",
} as const;

export const mcpMessages = {
  promptNotFound: "Prompt not found",
  missingArguments: (labels: string[]) => `Fill in ${labels.join(", ")} first.`,
} as const;

const argumentValuesField = z
  .record(z.string().regex(/^[a-z][a-z0-9_]*$/, "Argument names are snake_case"), z.string().max(10_000))
  .default({})
  .meta({ description: "Values for the prompt's {{variables}}, by name. Unfilled ones keep their default." });

/** `get_prompt`: one of the member's saved prompts (by id), or a library prompt (by id or slug). */
export const mcpGetPromptInputSchema = z.object({
  id: libraryPromptParamSchema.shape.id.meta({
    description: "A saved prompt's id, or a library prompt's id or slug.",
  }),
  arguments: argumentValuesField,
});

export const mcpPromptVariableSchema = z.object({
  name: z.string(),
  label: z.string(),
  required: z.boolean(),
  defaultValue: z.string().nullable(),
  choices: z.array(z.string()),
});
export type McpPromptVariable = z.infer<typeof mcpPromptVariableSchema>;

export const mcpFilledPromptSchema = z.object({
  id: z.string(),
  /** "saved" for the member's own prompt, "library" for a published library prompt. */
  origin: z.enum(["saved", "library"]),
  title: z.string(),
  /** The prompt with its variables filled in; a required one left empty reads `[Label]`. */
  text: z.string(),
  variables: z.array(mcpPromptVariableSchema),
  /** Required variables no value was given for. */
  missing: z.array(z.string()),
});
export type McpFilledPrompt = z.infer<typeof mcpFilledPromptSchema>;

/** `refine_prompt`: Genie's engine, the rough request plus the same controls as the app. */
export const mcpRefinePromptInputSchema = z.object({
  request: roughRequestSchema.meta({ description: "The rough request to turn into a polished prompt." }),
  options: refineOptionsSchema
    .omit({ refinements: true })
    .partial()
    .default({})
    .meta({ description: "Target model, tone, format, length, language and answers to the engine's questions." }),
});
export const mcpRefinedPromptSchema = refinedPromptSchema;

/** `save_prompt`: to My Prompts, into a folder by path ("Work/Clients", created when missing). */
export const mcpSavePromptInputSchema = z.object({
  title: createSavedPromptSchema.shape.title,
  text: createSavedPromptSchema.shape.perfectedText.meta({ description: "The prompt to save." }),
  rawText: createSavedPromptSchema.shape.rawText.meta({ description: "The rough request it came from, if any." }),
  folder: z
    .string()
    .trim()
    .max(130)
    .optional()
    .meta({ description: 'A folder path such as "Work" or "Work/Clients"; missing folders are created.' }),
  tags: createSavedPromptSchema.shape.tags,
});
export const mcpSavedPromptSchema = z.object({
  prompt: savedPromptSchema,
  /** True when the same prompt (title, text and folder) was already saved: nothing new was stored. */
  alreadySaved: z.boolean(),
});
export type McpSavedPrompt = z.infer<typeof mcpSavedPromptSchema>;

export const mcpFolderSchema = promptFolderSchema.extend({
  /** "Parent/Child" for a subfolder. */
  path: z.string(),
});
export const mcpFolderListSchema = folderListSchema.extend({ items: z.array(mcpFolderSchema) });
