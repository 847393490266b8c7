import {
  defaultVisionInstructions,
  photoImageTypeLabels,
  photoImageTypes,
  photoStudioLimits,
  photoStudioMessages,
  photoStudioSettingsSchema,
  type PhotoStudioSettings,
} from "@promptloom/contracts/studio/photo-studio";
import { z } from "zod";

import { Field } from "../../../../components/form/field.tsx";
import { Form } from "../../../../components/form/form.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../lib/toast.ts";
import { useSchemaForm } from "../../../../lib/use-schema-form.ts";
import { useSavePhotoStudioSettings } from "../../api/admin-photo-studio-settings.ts";

const megabyte = 1024 * 1024;

/** The contract's settings with the size typed in whole megabytes. */
const settingsFormSchema = photoStudioSettingsSchema
  .omit({ maxBytes: true })
  .extend({
    maxMegabytes: z.coerce
      .number({ error: "Enter the size limit in MB" })
      .int("Use whole megabytes")
      .min(photoStudioLimits.minBytes / megabyte, "The size limit must be at least 1 MB")
      .max(photoStudioLimits.maxBytes / megabyte, "The size limit can be at most 20 MB"),
    allowedTypes: z.array(z.enum(photoImageTypes)).min(1, "Allow at least one file type"),
  })
  .transform(({ maxMegabytes, ...settings }): PhotoStudioSettings => ({
    ...settings,
    maxBytes: maxMegabytes * megabyte,
    allowedTypes: photoImageTypes.filter((type) => settings.allowedTypes.includes(type)),
  }));

/** What members may upload, and what the vision model is told when it describes a photo. */
export function PhotoStudioSettingsForm({
  settings,
  visionModel,
}: {
  settings: PhotoStudioSettings;
  visionModel: string | null;
}) {
  const save = useSavePhotoStudioSettings();
  const form = useSchemaForm(settingsFormSchema, {
    defaultValues: {
      maxMegabytes: Math.round(settings.maxBytes / megabyte),
      allowedTypes: settings.allowedTypes,
      visionInstructions: settings.visionInstructions,
    },
  });
  const typesError = form.formState.errors.allowedTypes?.message;

  return (
    <Form
      form={form}
      className="max-w-2xl space-y-5"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast({ title: "Photo Studio settings saved", variant: "success" });
      }}
    >
      <Field
        name="maxMegabytes"
        id="photo-max-megabytes"
        label="Largest photo (MB)"
        type="number"
        min={1}
        max={20}
        className="w-32"
      />
      <fieldset className="space-y-2" aria-describedby={typesError ? "photo-types-error" : undefined}>
        <legend className="text-sm font-medium">File types members may upload</legend>
        <div className="flex flex-wrap gap-4">
          {photoImageTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={type}
                className="size-4 accent-primary"
                {...form.register("allowedTypes")}
              />
              {photoImageTypeLabels[type]}
            </label>
          ))}
        </div>
        {typesError ? (
          <p id="photo-types-error" className="text-sm text-error">
            {typesError}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-2">
        <Field
          name="visionInstructions"
          id="photo-vision-instructions"
          label="Vision model instructions"
          hint="What the model is told before it describes a member's photo."
          multiline
          rows={8}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => form.setValue("visionInstructions", defaultVisionInstructions, { shouldDirty: true })}
        >
          Use the default instructions
        </Button>
        <p className="text-sm text-muted-foreground">
          {visionModel ? `Photos are described by ${visionModel}.` : photoStudioMessages.visionSetupHint}
        </p>
      </div>
      <SubmitButton pendingLabel="Saving…">Save settings</SubmitButton>
    </Form>
  );
}
