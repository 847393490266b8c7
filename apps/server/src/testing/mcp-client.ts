import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { MCP_PATH } from "@promptloom/contracts/mcp";

import { withKey } from "./api-key-requests.ts";

/**
 * An assistant connected to the app's MCP server the way Claude Desktop or Cursor is: the SDK's
 * own client over Streamable HTTP, sending the member's API key. Close it when done.
 */
export const connectAssistant = async (baseUrl: string, key: string) => {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_PATH, baseUrl), { requestInit: withKey(key) });
  const client = new Client({ name: "promptloom-tests", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
};

/** A tool's answer as an assistant reads it: its structured content, or its error text. */
export const callTool = async (client: Client, name: string, args: Record<string, unknown> = {}) => {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
  return { isError: result.isError === true, structured: result.structuredContent, text };
};
