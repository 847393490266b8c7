import { API_REFERENCE_PATH } from "@promptloom/contracts/public-api";
import { BookOpen } from "lucide-react";
import { useSearchParams } from "react-router";

import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { TabBar, TabPanel } from "../../../components/ui/tab-bar.tsx";
import { ApiKeysPanel } from "./api-keys-panel.tsx";
import { BrowserExtensionPanel } from "./browser-extension-panel.tsx";
import { ConnectAssistantPanel } from "./connect-assistant-panel.tsx";
import { TemplateCatalogue } from "./template-catalogue.tsx";

const tabs = [
  { id: "templates", label: "n8n templates" },
  { id: "keys", label: "API keys" },
  { id: "assistants", label: "Connect an assistant" },
  { id: "extension", label: "Browser extension" },
] as const;
type TabId = (typeof tabs)[number]["id"];

const readTab = (value: string | null): TabId => tabs.find((tab) => tab.id === value)?.id ?? "templates";

/** The n8n template catalogue, the member's API keys, connecting an AI assistant and the browser extension, as tabs. */
export function AutomationsScreen() {
  const [params, setParams] = useSearchParams();
  const active = readTab(params.get("tab"));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <TabBar
          label="Automations"
          tabs={tabs}
          active={active}
          panelId="automations-panel"
          onSelect={(id) => setParams(id === "templates" ? {} : { tab: id })}
        />
        <a className={buttonVariants({ variant: "outline", className: "ml-auto" })} href={API_REFERENCE_PATH}>
          <BookOpen aria-hidden="true" />
          API reference
        </a>
      </div>
      <TabPanel id="automations-panel" active={active}>
        {active === "keys" && <ApiKeysPanel />}
        {active === "assistants" && <ConnectAssistantPanel />}
        {active === "extension" && <BrowserExtensionPanel />}
        {active === "templates" && <TemplateCatalogue />}
      </TabPanel>
    </div>
  );
}
