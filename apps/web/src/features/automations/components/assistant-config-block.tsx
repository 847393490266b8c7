import { useState } from "react";

import { TabBar, TabPanel } from "../../../components/ui/tab-bar.tsx";
import { assistantClients, buildAssistantConfig, type AssistantClient } from "../assistant-configs.ts";
import { CopyTextButton } from "./copy-text-button.tsx";

/** The configuration for the assistant the member picks, ready to copy. */
export function AssistantConfigBlock({ url, apiKey }: { url: string; apiKey: string }) {
  const [client, setClient] = useState<AssistantClient>("claude-desktop");
  const config = buildAssistantConfig(client, { url, key: apiKey });
  const label = assistantClients.find((candidate) => candidate.id === client)?.label ?? "";
  return (
    <div className="space-y-3">
      <TabBar
        label="Assistant"
        tabs={assistantClients}
        active={client}
        panelId="assistant-config"
        size="sm"
        onSelect={setClient}
      />
      <TabPanel id="assistant-config" active={client}>
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">{config.where}</p>
          <pre
            aria-label={`${label} configuration`}
            className="max-h-80 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap"
          >
            {config.text}
          </pre>
          <CopyTextButton
            text={config.text}
            label={config.format === "shell" ? "Copy command" : "Copy configuration"}
            copiedMessage={`${label} configuration copied`}
          />
        </div>
      </TabPanel>
    </div>
  );
}
