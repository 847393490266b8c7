import type { StudioPreset } from "@promptloom/contracts/studio/studio-presets";
import { Layers, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";

import { describeFailure } from "../../../../components/form/form.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { EmptyState, QueryState } from "../../../../components/ui/query-state.tsx";
import { toast, toastError } from "../../../../lib/toast.ts";
import { useAdminStudioOptions } from "../../api/admin-studio-options.ts";
import {
  useAdminStudioPresets,
  useDeleteFeaturedPreset,
  useReorderFeaturedPresets,
} from "../../api/admin-studio-presets.ts";
import { MoveButtons } from "./move-buttons.tsx";
import { moveItem } from "./move-item.ts";
import { PresetEditorDialog } from "./preset-editor-dialog.tsx";

const failed = (error: unknown) => toastError(describeFailure(error));

/** The presets every member is offered, in order: add, edit, reorder, hide, delete. */
export function AdminFeaturedPresets() {
  const presets = useAdminStudioPresets();
  const options = useAdminStudioOptions();
  const reorder = useReorderFeaturedPresets();
  const remove = useDeleteFeaturedPreset();
  const [editing, setEditing] = useState<StudioPreset | "new" | null>(null);
  const [deleting, setDeleting] = useState<StudioPreset | null>(null);
  const visibleOptions = options.data?.filter((option) => !option.hidden) ?? [];
  const move = (items: StudioPreset[], id: string, direction: -1 | 1) =>
    reorder.mutate(
      moveItem(
        items.map((item) => item.id),
        id,
        direction,
      ),
      { onError: failed },
    );

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing("new")} disabled={!options.data}>
          <Plus aria-hidden="true" />
          Add preset
        </Button>
      </div>
      <QueryState
        query={presets}
        items={presets.data}
        pendingLabel="Loading the featured presets"
        errorLabel="Could not load the featured presets."
        empty={
          <EmptyState icon={Layers} title="No featured presets yet." description="Add one for members to start from." />
        }
      >
        {(items) => (
          <ul aria-label="Featured presets" className="divide-y rounded-lg border bg-card px-4">
            {items.map((preset, index) => (
              <li key={preset.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {preset.name}
                    {preset.hidden ? <Badge className="bg-muted text-muted-foreground">Hidden</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">{preset.description}</p>
                </div>
                <div className="flex gap-1">
                  <MoveButtons
                    name={preset.name}
                    isFirst={index === 0}
                    isLast={index === items.length - 1}
                    disabled={reorder.isPending}
                    onMove={(direction) => move(items, preset.id, direction)}
                  />
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Edit ${preset.name}`}
                    disabled={!options.data}
                    onClick={() => setEditing(preset)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Delete ${preset.name}`}
                    disabled={remove.isPending}
                    onClick={() => setDeleting(preset)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? "the preset"}?`}
        description="Members are no longer offered it; presets they saved themselves stay. To keep it for later, hide it instead."
        confirmLabel="Delete preset"
        pendingLabel="Deleting…"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast({ title: "Preset deleted", description: deleting.name, variant: "success" });
        }}
      />
      {editing ? (
        <PresetEditorDialog
          preset={editing === "new" ? null : editing}
          options={visibleOptions}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
