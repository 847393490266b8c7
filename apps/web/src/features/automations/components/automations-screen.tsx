import { BookOpen } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiKeysPanel } from "./api-keys-panel.tsx";
import { TemplateCatalogue } from "./template-catalogue.tsx";

const tabs = [
  { id: "templates", label: "n8n templates" },
  { id: "keys", label: "API keys" },
] as const;

/** The n8n template catalogue and the member's API keys, side by side as two tabs. */
export function AutomationsScreen() {
  const [params, setParams] = useSearchParams();
  const active = params.get("tab") === "keys" ? "keys" : "templates";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <div role="tablist" aria-label="Automations" className="flex gap-1">
          {tabs.map((tab) => (
            <Button
              key={tab.id}
              role="tab"
              id={`automations-tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls="automations-panel"
              variant={active === tab.id ? "secondary" : "ghost"}
              onClick={() => setParams(tab.id === "templates" ? {} : { tab: tab.id })}
            >
              {tab.label}
            </Button>
          ))}
        </div>
        <Link className={buttonVariants({ variant: "outline", className: "ml-auto" })} to={paths.apiReference}>
          <BookOpen aria-hidden="true" />
          API reference
        </Link>
      </div>
      <div role="tabpanel" id="automations-panel" aria-labelledby={`automations-tab-${active}`}>
        {active === "keys" ? <ApiKeysPanel /> : <TemplateCatalogue />}
      </div>
    </div>
  );
}
