import type { StudioPresetChoices } from "@promptloom/contracts/studio/studio-choices";
import { createStudioPresetSchema } from "@promptloom/contracts/studio/studio-presets";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useCreateStudioPreset } from "../api/get-studio-presets.ts";

/** Only what the member names: the choices are the builder's current ones. */
const presetNameSchema = createStudioPresetSchema.pick({ name: true, description: true });

/** Keeps the builder's choices (never the subject) as one of the member's own presets. */
export function SavePresetDialog({ choices, onClose }: { choices: StudioPresetChoices; onClose: () => void }) {
  const create = useCreateStudioPreset();
  const form = useSchemaForm(presetNameSchema, { defaultValues: { name: "", description: "" } });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save as preset</DialogTitle>
          <DialogDescription>
            Your choices in every group and the Midjourney parameters, to apply to another subject later.
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            await create.mutateAsync({ ...values, choices });
            toast({ title: "Preset saved", description: `"${values.name}" is in your presets.`, variant: "success" });
            onClose();
          }}
        >
          <Field name="name" id="preset-name" label="Name" />
          <Field name="description" id="preset-description" label="Description (optional)" multiline rows={2} />
          <DialogFormActions onCancel={onClose}>Save preset</DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
