import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { createStudioPresetSchema, type StudioPreset } from "@promptloom/contracts/studio/studio-presets";
import { useReducer } from "react";

import { DialogFormActions } from "../../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../../components/form/field.tsx";
import { Form } from "../../../../components/form/form.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../../components/ui/dialog.tsx";
import { toast } from "../../../../lib/toast.ts";
import { useSchemaForm } from "../../../../lib/use-schema-form.ts";
import { useCreateFeaturedPreset, useUpdateFeaturedPreset } from "../../api/admin-studio-presets.ts";
import { initialStudioBuilderState, reduceStudioBuilder } from "../../studio-builder-state.ts";
import { MidjourneySettingsFields } from "../midjourney-settings.tsx";
import { StudioGroupsEditor } from "../studio-groups-editor.tsx";

const presetDetailsSchema = createStudioPresetSchema.pick({ name: true, description: true, hidden: true });

/** Creates or edits a featured preset: its name, whether members see it, and its choices group by group. */
export function PresetEditorDialog({
  preset,
  options,
  onClose,
}: {
  preset: StudioPreset | null;
  options: StudioOption[];
  onClose: () => void;
}) {
  const create = useCreateFeaturedPreset();
  const update = useUpdateFeaturedPreset();
  const [state, dispatch] = useReducer(reduceStudioBuilder, initialStudioBuilderState, (initial) =>
    preset ? reduceStudioBuilder(initial, { type: "applyPreset", choices: preset.choices }) : initial,
  );
  const form = useSchemaForm(presetDetailsSchema, {
    defaultValues: {
      name: preset?.name ?? "",
      description: preset?.description ?? "",
      hidden: preset?.hidden ?? false,
    },
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90svh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{preset ? `Edit ${preset.name}` : "Add a featured preset"}</DialogTitle>
          <DialogDescription>
            Members apply it to their own subject; groups they locked stay as they are.
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            const choices = { picks: state.choices.picks, midjourney: state.choices.midjourney };
            if (preset) await update.mutateAsync({ id: preset.id, changes: { ...values, choices } });
            else await create.mutateAsync({ ...values, choices });
            toast({ title: preset ? "Preset saved" : "Preset added", description: values.name, variant: "success" });
            onClose();
          }}
        >
          <Field name="name" id="featured-preset-name" label="Name" />
          <Field name="description" id="featured-preset-description" label="Description" multiline rows={2} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register("hidden")} />
            Hidden from members
          </label>
          <StudioGroupsEditor options={options} choices={state.choices} canRandomize={false} dispatch={dispatch} />
          <MidjourneySettingsFields settings={state.choices.midjourney} dispatch={dispatch} />
          <DialogFormActions onCancel={onClose}>{preset ? "Save preset" : "Add preset"}</DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
