import { Workflow } from "lucide-react";

import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { useSearchParamsUpdate } from "../../../lib/use-search-params-update.ts";
import { useAutomationTemplates } from "../api/automation-templates.ts";
import { TemplateCard } from "./template-card.tsx";
import { TemplateDetailDialog } from "./template-detail-dialog.tsx";

/** The published n8n templates; the open one is in the address (`?template=slug`), so it can be linked. */
export function TemplateCatalogue() {
  const templates = useAutomationTemplates();
  const [params, update] = useSearchParamsUpdate();
  const open = params.get("template");
  const setOpen = (slug: string | null) =>
    update((next) => {
      if (slug) next.set("template", slug);
      else next.delete("template");
      return next;
    });
  return (
    <>
      <QueryState
        query={templates}
        items={templates.data}
        pendingLabel="Loading the automations"
        errorLabel="Could not load the automations."
        empty={
          <EmptyState
            icon={Workflow}
            title="No automations published yet."
            description="Templates appear here as soon as an admin publishes them."
          />
        }
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Automation templates">
            {items.map((template) => (
              <li key={template.id} className="flex">
                <TemplateCard template={template} onOpen={() => setOpen(template.slug)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <TemplateDetailDialog slug={open} onClose={() => setOpen(null)} />
    </>
  );
}
