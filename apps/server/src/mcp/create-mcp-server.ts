import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { MCP_SERVER_NAME } from "@promptloom/contracts/mcp";
import type { Logger } from "pino";

import type { AppDeps } from "../app-deps.ts";
import { registerLibraryTools } from "./library-tools.ts";
import { registerMyPromptsTools } from "./my-prompts-tools.ts";
import { registerPrompts } from "./register-prompts.ts";
import { registerResources } from "./register-resources.ts";

const instructions = [
  "Promptloom holds this member's saved prompts (My Prompts, in folders) and a curated prompt library.",
  "Use the prompts as slash commands, or search_library and get_prompt to find and fill one;",
  "refine_prompt turns a rough request into a polished prompt; save_prompt keeps one in My Prompts.",
].join(" ");

/** One MCP server for one member's request: everything it answers is scoped to that member. */
export const createMcpServer = (options: { deps: Pick<AppDeps, "db" | "engine">; userId: string; logger: Logger }) => {
  const { deps, userId, logger } = options;
  const server = new McpServer({ name: MCP_SERVER_NAME, title: "Promptloom", version: "1.0.0" }, { instructions });
  registerPrompts(server, { db: deps.db, userId });
  registerLibraryTools(server, { db: deps.db, userId, logger });
  registerMyPromptsTools(server, { deps, userId, logger });
  registerResources(server, { db: deps.db, userId });
  return server;
};
