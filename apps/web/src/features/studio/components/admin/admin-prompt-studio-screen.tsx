import { expandSubjectMessages } from "@promptloom/contracts/studio/expand-subject";
import { useSearchParams } from "react-router";

import { cn } from "../../../../lib/cn.ts";
import { useStudioConfig } from "../../api/studio-config.ts";
import { AdminFeaturedPresets } from "./admin-featured-presets.tsx";
import { AdminOptionSets } from "./admin-option-sets.tsx";

const tabs = [
  { id: "options", label: "Option sets" },
  { id: "presets", label: "Featured presets" },
] as const;

/** /app/admin/prompt-studio: the option sets and the featured presets, one tab each (`?tab=presets`). */
export function AdminPromptStudioScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.get("tab") === "presets" ? "presets" : "options";
  const config = useStudioConfig();
  return (
    <div className="space-y-4">
      {config.data && !config.data.describeModel ? (
        <p className="rounded-md border border-border bg-surface-2 p-3 text-sm text-muted-foreground">
          {expandSubjectMessages.setupHint}
        </p>
      ) : null}
      <nav aria-label="Prompt Studio settings" className="flex gap-1 border-b">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            aria-current={current === tab.id ? "page" : undefined}
            onClick={() => setSearchParams(tab.id === "options" ? {} : { tab: tab.id }, { replace: true })}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
              current === tab.id
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      {current === "options" ? <AdminOptionSets /> : <AdminFeaturedPresets />}
    </div>
  );
}
