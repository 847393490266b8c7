import { apiKeyMessages, type CreatedApiKey } from "@promptloom/contracts/api-keys";
import { MCP_PATH } from "@promptloom/contracts/mcp";
import { useState } from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { KEY_PLACEHOLDER } from "../assistant-configs.ts";
import { AssistantConfigBlock } from "./assistant-config-block.tsx";
import { CopyTextButton } from "./copy-text-button.tsx";
import { CreateApiKeyForm } from "./create-api-key-form.tsx";

/**
 * Connects Claude Desktop, Claude Code, Cursor, VS Code or any MCP client to the member's
 * library: the server's address, a key made for it, and the configuration to paste.
 */
export function ConnectAssistantPanel() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const url = `${window.location.origin}${MCP_PATH}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Connect an assistant</CardTitle>
        <CardDescription>
          Claude, Cursor, VS Code and other assistants that speak the Model Context Protocol can use your saved prompts
          and the library as slash commands, and search, refine and save prompts for you. Add the address below with an
          API key.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-2">
          <label className="grid gap-1.5 text-sm font-medium" htmlFor="mcp-server-url">
            Server address
            <input
              id="mcp-server-url"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-md border border-input bg-muted px-3 py-2 font-mono text-xs"
            />
          </label>
          <CopyTextButton text={url} label="Copy address" copiedMessage="Server address copied" />
        </section>

        <section className="space-y-2" aria-labelledby="assistant-key-heading">
          <h3 id="assistant-key-heading" className="text-sm font-semibold">
            1. Create a key for the assistant
          </h3>
          {created ? (
            <p role="status" className="text-sm">
              Key “{created.name}” is in the configuration below. {apiKeyMessages.created}
            </p>
          ) : (
            <CreateApiKeyForm onCreated={setCreated} placeholder="Claude on my laptop" />
          )}
        </section>

        <section className="space-y-2" aria-labelledby="assistant-config-heading">
          <h3 id="assistant-config-heading" className="text-sm font-semibold">
            2. Add Promptloom to your assistant
          </h3>
          <AssistantConfigBlock url={url} apiKey={created?.key ?? KEY_PLACEHOLDER} />
        </section>
      </CardContent>
    </Card>
  );
}
