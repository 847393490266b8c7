import { MCP_SERVER_NAME } from "@promptloom/contracts/mcp";

export const assistantClients = [
  { id: "claude-desktop", label: "Claude Desktop" },
  { id: "claude-code", label: "Claude Code" },
  { id: "cursor", label: "Cursor" },
  { id: "vscode", label: "VS Code" },
  { id: "other", label: "Other" },
] as const;
export type AssistantClient = (typeof assistantClients)[number]["id"];

/** Shown in the configurations until the member creates a key. */
export const KEY_PLACEHOLDER = "YOUR_API_KEY";

export type AssistantConfig = { where: string; format: "json" | "shell"; text: string };

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * What to paste where, for each assistant, with the server's address and the member's key filled
 * in. Claude Desktop's configuration file starts local servers only, so it reaches a remote one
 * through the `mcp-remote` bridge (npx); the others speak Streamable HTTP themselves.
 */
export const buildAssistantConfig = (
  client: AssistantClient,
  options: { url: string; key: string },
): AssistantConfig => {
  const { url, key } = options;
  const authorization = `Bearer ${key}`;
  switch (client) {
    case "claude-desktop":
      return {
        where:
          "Settings → Developer → Edit Config opens claude_desktop_config.json. Add this, then restart Claude Desktop.",
        format: "json",
        text: json({
          mcpServers: {
            [MCP_SERVER_NAME]: {
              command: "npx",
              args: ["-y", "mcp-remote", url, "--header", "Authorization:${PROMPTLOOM_AUTH}"],
              env: { PROMPTLOOM_AUTH: authorization },
            },
          },
        }),
      };
    case "claude-code":
      return {
        where: "Run this in a terminal; add --scope user to use it in every project.",
        format: "shell",
        text: `claude mcp add --transport http ${MCP_SERVER_NAME} ${url} --header "Authorization: ${authorization}"`,
      };
    case "cursor":
      return {
        where: "Add this to ~/.cursor/mcp.json (or .cursor/mcp.json in a project).",
        format: "json",
        text: json({ mcpServers: { [MCP_SERVER_NAME]: { url, headers: { Authorization: authorization } } } }),
      };
    case "vscode":
      return {
        where: "Add this to .vscode/mcp.json in your project, or run “MCP: Open User Configuration”.",
        format: "json",
        text: json({
          servers: { [MCP_SERVER_NAME]: { type: "http", url, headers: { Authorization: authorization } } },
        }),
      };
    case "other":
      return {
        where:
          "Any assistant that speaks the Model Context Protocol over Streamable HTTP: the address and this header.",
        format: "json",
        text: json({
          mcpServers: { [MCP_SERVER_NAME]: { type: "http", url, headers: { Authorization: authorization } } },
        }),
      };
  }
};
