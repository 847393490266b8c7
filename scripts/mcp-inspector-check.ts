/**
 * `npm run test:mcp-inspector` (CI, after the build): the MCP Inspector's own command-line client,
 * which we did not write, against the built server, connected with the configurations the connect
 * screen gives (`buildAssistantConfig`). A paid member made the way people become one creates an
 * API key and saves a prompt; the Inspector then lists the tools and prompts of /api/mcp, gets the
 * prompt with its argument filled and calls `search_library`, as an assistant would — over
 * Streamable HTTP with the generic configuration, and with Claude Desktop's through the
 * `mcp-remote` bridge that configuration starts with npx.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { MCP_SERVER_NAME } from "@promptloom/contracts/mcp";

import { createPaidMembers } from "../apps/server/load/load-members.ts";
import { buildAssistantConfig, type AssistantClient } from "../apps/web/src/features/automations/assistant-configs.ts";
import { serverCommand } from "./bench/server-command.ts";
import { startBenchServer } from "./bench/server-process.ts";

/** The Inspector release checked; `npx` fetches it from the npm registry. */
const INSPECTOR = "@modelcontextprotocol/inspector@2.12.0";
const EXPECTED_TOOLS = ["search_library", "get_prompt", "refine_prompt", "save_prompt", "list_folders"];

const dataDir = mkdtempSync(join(tmpdir(), "promptloom-mcp-inspector-"));
const server = await startBenchServer({ command: serverCommand(), dataDir });
const failures: string[] = [];

/** One Inspector call; its answer is the JSON the CLI prints. */
const inspect = (target: string[], ...args: string[]): Record<string, unknown> => {
  const run = spawnSync("npx", ["--yes", INSPECTOR, "--cli", ...target, ...args], {
    encoding: "utf8",
    timeout: 180_000,
    // No keychain on a CI machine: the Inspector keeps the header in memory for the call.
    env: { ...process.env, MCP_INSPECTOR_SECRET_STORE: "memory" },
  });
  if (run.status !== 0) throw new Error(`the Inspector failed (${args.join(" ")}):\n${run.stderr}${run.stdout}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
};

/** Settings npx needs on this machine to reach the registry; a started server gets only the config's env. */
const REGISTRY_SETTINGS = ["NODE_EXTRA_CA_CERTS", "HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY"];

/** The Inspector's arguments to connect as `client` is configured on the connect screen. */
const connectedAs = (client: AssistantClient, key: string) => {
  const config = JSON.parse(buildAssistantConfig(client, { url: `${server.baseUrl}/api/mcp`, key }).text) as {
    mcpServers: Record<string, { env?: Record<string, string> }>;
  };
  // Like Claude Desktop, the Inspector starts a command server with little more than PATH and HOME.
  const started = config.mcpServers[MCP_SERVER_NAME];
  if (started?.env) for (const name of REGISTRY_SETTINGS) if (process.env[name]) started.env[name] = process.env[name];
  const file = join(dataDir, `${client}.json`);
  writeFileSync(file, JSON.stringify(config));
  return ["--config", file, "--server", MCP_SERVER_NAME];
};

const check = (what: string, ok: boolean, seen: unknown) => {
  console.log(`${ok ? "✓" : "✗"} ${what}`);
  if (!ok) failures.push(`${what}; the Inspector saw: ${JSON.stringify(seen).slice(0, 600)}`);
};

try {
  const [member] = await createPaidMembers(server.baseUrl, 1);
  if (!member) throw new Error("no member was made");
  const created = await member.client.api["api-keys"].$post({ json: { name: "MCP Inspector" } });
  if (!created.ok) throw new Error(`creating the API key failed: ${await created.text()}`);
  const { key } = await created.json();
  const saved = await member.client.api["saved-prompts"].$post({
    json: { title: "Thank-you note", perfectedText: "Write a short thank-you note to {{name}} for the flowers." },
  });
  if (!saved.ok) throw new Error(`saving a prompt failed: ${await saved.text()}`);

  // The generic configuration: Cursor's without the "type" that Cursor infers and the Inspector needs.
  const generic = connectedAs("other", key);
  const tools = inspect(generic, "--method", "tools/list");
  const toolNames = ((tools.tools ?? []) as { name: string }[]).map((tool) => tool.name);
  check(
    `tools/list offers ${EXPECTED_TOOLS.join(", ")}`,
    EXPECTED_TOOLS.every((name) => toolNames.includes(name)),
    tools,
  );

  const prompts = inspect(generic, "--method", "prompts/list");
  const listed = ((prompts.prompts ?? []) as { name: string; title?: string; arguments?: { name: string }[] }[]).find(
    (prompt) => prompt.title === "Thank-you note",
  );
  check(
    "prompts/list has the saved prompt with its {{name}} argument",
    listed?.arguments?.some((argument) => argument.name === "name") === true,
    prompts,
  );

  if (listed) {
    const got = inspect(
      generic,
      "--method",
      "prompts/get",
      "--prompt-name",
      listed.name,
      "--prompt-args",
      "name=Aunt May",
    );
    check("prompts/get fills the argument", JSON.stringify(got).includes("thank-you note to Aunt May"), got);
  }

  const search = inspect(
    generic,
    "--method",
    "tools/call",
    "--tool-name",
    "search_library",
    "--tool-arg",
    "query=email",
  );
  check(
    "tools/call search_library finds published library prompts",
    search.isError !== true && JSON.stringify(search.content).includes("(slug: "),
    search,
  );

  const bridged = inspect(connectedAs("claude-desktop", key), "--method", "tools/list");
  check(
    "Claude Desktop's configuration reaches the same tools through mcp-remote",
    ((bridged.tools ?? []) as { name: string }[]).length === toolNames.length,
    bridged,
  );

  const refused = spawnSync(
    "npx",
    ["--yes", INSPECTOR, "--cli", `${server.baseUrl}/api/mcp`, "--transport", "http", "--method", "tools/list"],
    { encoding: "utf8", timeout: 180_000 },
  );
  check("without a key the Inspector is refused", refused.status !== 0, refused.stdout + refused.stderr);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nMCP Inspector check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("MCP Inspector check passed.");
