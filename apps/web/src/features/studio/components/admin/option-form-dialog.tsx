import { studioGroupInfo, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import { createStudioOptionSchema, type StudioOption } from "@promptloom/contracts/studio/studio-options";

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
import { useCreateStudioOption, useUpdateStudioOption } from "../../api/admin-studio-options.ts";

/** Adds an option to `group`, or edits `option` (its group and slug stay: presets point at them). */
export function OptionFormDialog({
  group,
  option,
  onClose,
}: {
  group: StudioGroup;
  option: StudioOption | null;
  onClose: () => void;
}) {
  const create = useCreateStudioOption();
  const update = useUpdateStudioOption();
  const form = useSchemaForm(createStudioOptionSchema, {
    defaultValues: {
      group,
      label: option?.label ?? "",
      description: option?.description ?? "",
      term: option?.term ?? "",
      phrase: option?.phrase ?? "",
      hidden: option?.hidden ?? false,
    },
  });
  const groupLabel = studioGroupInfo[group].label;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{option ? `Edit ${option.label}` : `Add a ${groupLabel.toLowerCase()} option`}</DialogTitle>
          <DialogDescription>
            Members see the label and description; the prompt uses the prompt words (and the sentence wording for
            DALL·E, Flux and Imagen).
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async ({ group: _group, ...values }) => {
            if (option) await update.mutateAsync({ id: option.id, changes: values });
            else await create.mutateAsync({ group, ...values });
            toast({ title: option ? "Option saved" : "Option added", description: values.label, variant: "success" });
            onClose();
          }}
        >
          <Field name="label" id="option-label" label="Label" />
          <Field name="description" id="option-description" label="Description" multiline rows={2} />
          <Field
            name="term"
            id="option-term"
            label="Prompt words"
            hint={
              group === "aspect" ? "Two whole numbers like 16:9" : "What Midjourney and Stable Diffusion prompts say"
            }
          />
          <Field
            name="phrase"
            id="option-phrase"
            label="Sentence wording (optional)"
            hint="How a DALL·E, Flux or Imagen sentence says it; the prompt words when empty"
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register("hidden")} />
            Hidden from members
          </label>
          <DialogFormActions onCancel={onClose}>{option ? "Save option" : "Add option"}</DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
