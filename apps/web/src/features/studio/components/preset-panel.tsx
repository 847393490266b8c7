import type { StudioPresetChoices } from "@promptloom/contracts/studio/studio-choices";
import type { StudioPreset } from "@promptloom/contracts/studio/studio-presets";
import { Layers, Plus, Trash2 } from "lucide-react";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { toast, toastError } from "../../../lib/toast.ts";
import { useDeleteStudioPreset, useStudioPresets } from "../api/get-studio-presets.ts";
import { SavePresetDialog } from "./save-preset-dialog.tsx";

function PresetRow({ preset, onApply }: { preset: StudioPreset; onApply: (preset: StudioPreset) => void }) {
  const remove = useDeleteStudioPreset();
  return (
    <li className="flex items-start gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{preset.name}</p>
        {preset.description ? <p className="text-xs text-muted-foreground">{preset.description}</p> : null}
      </div>
      <Button size="sm" variant="secondary" onClick={() => onApply(preset)} aria-label={`Apply preset ${preset.name}`}>
        Apply
      </Button>
      {preset.scope === "mine" ? (
        <Button
          size="icon"
          variant="ghost"
          className="size-9"
          aria-label={`Delete preset ${preset.name}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(preset.id, {
              onSuccess: () => toast({ title: "Preset deleted", variant: "success" }),
              onError: (error) => toastError(error.message),
            })
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

/** Featured presets from the team and the member's own; applying one keeps the locked groups. */
export function PresetPanel({
  choices,
  onApply,
}: {
  choices: StudioPresetChoices;
  onApply: (preset: StudioPreset) => void;
}) {
  const presets = useStudioPresets();
  const [isSaving, setIsSaving] = useState(false);
  const featured = presets.data?.filter((preset) => preset.scope === "featured");
  const mine = presets.data?.filter((preset) => preset.scope === "mine");

  return (
    <section aria-labelledby="studio-presets-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="studio-presets-heading" className="font-semibold">
          Presets
        </h2>
        <Button size="sm" variant="outline" onClick={() => setIsSaving(true)}>
          <Plus aria-hidden="true" />
          Save as preset
        </Button>
      </div>
      <QueryState
        query={presets}
        items={presets.data}
        pendingLabel="Loading presets"
        errorLabel="Could not load the presets."
        empty={
          <EmptyState
            icon={Layers}
            title="No presets yet."
            description="Save your choices as a preset to reuse them."
          />
        }
      >
        {() => (
          <div className="space-y-3">
            {featured && featured.length > 0 ? (
              <div>
                <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Featured</h3>
                <ul className="max-h-72 divide-y overflow-y-auto">
                  {featured.map((preset) => (
                    <PresetRow key={preset.id} preset={preset} onApply={onApply} />
                  ))}
                </ul>
              </div>
            ) : null}
            <div>
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Your presets</h3>
              {mine && mine.length > 0 ? (
                <ul className="divide-y">
                  {mine.map((preset) => (
                    <PresetRow key={preset.id} preset={preset} onApply={onApply} />
                  ))}
                </ul>
              ) : (
                <p className="py-2 text-sm text-muted-foreground">
                  None yet: "Save as preset" keeps your current choices.
                </p>
              )}
            </div>
          </div>
        )}
      </QueryState>
      {isSaving ? <SavePresetDialog choices={choices} onClose={() => setIsSaving(false)} /> : null}
    </section>
  );
}
