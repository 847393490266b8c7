import { resourceKindLabels, type Resource, type ResourceSummary } from "@promptloom/contracts/resources";
import { BookOpen, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";

import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import { api, unwrap } from "../../../lib/api-client.ts";
import { toastError } from "../../../lib/toast.ts";
import { useAdminResources, useDeleteResource } from "../api/manage-resources.ts";
import { ResourceEditor } from "./resource-editor.tsx";

/** Admin → Resources: every resource, drafts included, to write, edit, attach files to and delete. */
export function ResourcesAdminScreen() {
  const [q, setQ] = useState("");
  const [editing, setEditing] = useState<Resource | "new" | null>(null);
  const [deleting, setDeleting] = useState<ResourceSummary | null>(null);
  const resources = useAdminResources({ q: q || undefined });
  const remove = useDeleteResource();
  const edit = async (summary: ResourceSummary) => {
    try {
      setEditing(await unwrap(api.admin.resources[":id"].$get({ param: { id: summary.id } })));
    } catch (error) {
      toastError(error instanceof Error ? error.message : "Could not open the resource.");
    }
  };

  if (editing) return <ResourceEditor resource={editing === "new" ? null : editing} onClose={() => setEditing(null)} />;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField
          value={q}
          label="Search resources"
          placeholder="Search resources"
          onSearch={(text) => setQ(text)}
        />
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          New resource
        </Button>
      </div>
      <QueryState
        query={resources}
        items={resources.data?.items}
        pendingLabel="Loading resources"
        errorLabel="Could not load the resources."
        empty={
          <EmptyState
            icon={BookOpen}
            title="No resources yet."
            description="Write the first guide with New resource."
          />
        }
      >
        {(items) => (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {items.map((resource) => (
              <li key={resource.id} className="flex flex-wrap items-center gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{resource.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {resourceKindLabels[resource.kind]}
                    {resource.file ? ` · ${resource.file.name}` : ""}
                  </p>
                </div>
                {resource.isPublished ? null : <Badge className="bg-muted text-muted-foreground">Draft</Badge>}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${resource.title}`}
                  onClick={() => void edit(resource)}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={`Delete ${resource.title}`}
                  onClick={() => setDeleting(resource)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete “${deleting?.title ?? ""}”?`}
        description="Members lose the resource and its file at once. This cannot be undone."
        confirmLabel="Delete resource"
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutateAsync(deleting?.id ?? "")}
      />
    </div>
  );
}
