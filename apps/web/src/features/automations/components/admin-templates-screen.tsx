import type { AutomationTemplateSummary } from "@promptloom/contracts/automations";
import { Plus, Workflow } from "lucide-react";
import { useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdminTemplates, useDeleteTemplate, useUpdateTemplate } from "../api/admin-automation-templates.ts";
import { TemplateEditor } from "./template-editor.tsx";

type Editing = { id: string | null } | null;

function AdminTemplateRow({ template, onEdit }: { template: AutomationTemplateSummary; onEdit: () => void }) {
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isPublished = template.status === "published";
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, variant: "success" });
    } catch (error) {
      toast({ title: "Could not save the change", description: describeFailure(error), variant: "destructive" });
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4 md:flex-row md:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {template.title}
          <Badge>{isPublished ? "Published" : "Draft"}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">{template.summary}</p>
        <p className="font-mono text-xs text-muted-foreground">
          {template.slug} · {template.nodeCount} nodes
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit} aria-label={`Edit ${template.title}`}>
          Edit
        </Button>
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() =>
            void run(
              () => update.mutateAsync({ id: template.id, changes: { status: isPublished ? "draft" : "published" } }),
              isPublished ? `${template.title} is hidden from members` : `${template.title} is published`,
            )
          }
        >
          {isPublished ? "Unpublish" : "Publish"}
        </Button>
        {isConfirmingDelete ? (
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => void run(() => remove.mutateAsync(template.id), `${template.title} deleted`)}
          >
            Delete for good
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setIsConfirmingDelete(true)} aria-label={`Delete ${template.title}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** Admins create, edit, publish and delete the n8n templates members see. */
export function AdminTemplatesScreen() {
  const templates = useAdminTemplates();
  const [editing, setEditing] = useState<Editing>(null);
  if (editing) return <TemplateEditor id={editing.id} onDone={() => setEditing(null)} />;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="gradient" onClick={() => setEditing({ id: null })}>
          <Plus aria-hidden="true" />
          New template
        </Button>
      </div>
      <QueryState
        query={templates}
        items={templates.data}
        pendingLabel="Loading the templates"
        errorLabel="Could not load the templates."
        empty={<EmptyState icon={Workflow} title="No templates yet." description="Create the first n8n template." />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Automation templates">
            {items.map((template) => (
              <AdminTemplateRow key={template.id} template={template} onEdit={() => setEditing({ id: template.id })} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
