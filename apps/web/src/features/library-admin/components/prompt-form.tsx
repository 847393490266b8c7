import { imageModels, promptModelLabels, textModels, type PromptType } from "@promptloom/contracts/library";
import type { AdminLibraryCategory, AdminLibraryPromptInput } from "@promptloom/contracts/library-admin";
import type { LibraryItem } from "@promptloom/contracts/library-search";
import type * as React from "react";
import { useFormContext, useFormState } from "react-hook-form";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { slugFromTitle } from "../../../lib/slug-from-title.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { promptFormSchema, toFormValues, type PromptFormValues } from "./prompt-form-schema.ts";
import { TemplatePreview } from "./template-preview.tsx";

/** The models a prompt of this type can name, as a group of checkboxes. */
function ModelChoices({ type }: { type: PromptType }) {
  const { register } = useFormContext<PromptFormValues>();
  const { errors } = useFormState<PromptFormValues>({ name: "models" });
  const error = errors.models?.message ?? errors.models?.root?.message;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "prompt-models-error" : undefined}>
      <legend className="text-sm font-medium">Works with</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {(type === "image" ? imageModels : textModels).map((model) => (
          <label key={model} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={model} className="size-4 accent-primary" {...register("models")} />
            {promptModelLabels[model]}
          </label>
        ))}
      </div>
      {error ? (
        <p id="prompt-models-error" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Creates or edits one library prompt, with the members' fill-in form previewed as it is written. */
export function PromptForm({
  prompt,
  type,
  categories,
  onSubmit,
  onCancel,
  aside,
}: {
  prompt: LibraryItem | null;
  type: PromptType;
  categories: AdminLibraryCategory[];
  onSubmit: (input: AdminLibraryPromptInput) => Promise<unknown>;
  onCancel: () => void;
  /** Shown under the preview (an image prompt's example image). */
  aside?: React.ReactNode;
}) {
  const form = useSchemaForm(promptFormSchema, {
    defaultValues: toFormValues(prompt, type, categories[0]?.slug ?? ""),
  });
  const offerSlug = () => {
    if (!prompt && form.getValues("slug") === "") form.setValue("slug", slugFromTitle(String(form.getValues("title"))));
  };
  return (
    <Form form={form} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" onSubmit={onSubmit}>
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="title" id="prompt-title" label="Title" onBlur={offerSlug} />
          <Field
            name="slug"
            id="prompt-slug"
            label="Slug"
            hint="Its address in the library: lowercase words and hyphens"
          />
        </div>
        <Field name="description" id="prompt-description" label="Description" hint="One sentence members read first" />
        <Field
          name="body"
          id="prompt-body"
          label="Prompt"
          multiline
          rows={10}
          className="font-mono text-sm"
          spellCheck={false}
          hint="Variables: {{name}}, {{name:default}} or {{name:option a|option b}}"
        />
        <Field
          name="example"
          id="prompt-example"
          label="Example of use"
          multiline
          rows={3}
          hint="Optional: sample inputs and what comes back, or when to reach for it"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="category" id="prompt-category" label="Category" select>
            {categories.length === 0 ? <option value="">Create a category first</option> : null}
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </Field>
          <Field name="tags" id="prompt-tags" label="Tags" hint="Separated by commas: email, sales" />
        </div>
        <ModelChoices type={type} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="status" id="prompt-status" label="Status" select>
            <option value="draft">Draft (admins only)</option>
            <option value="published">Published</option>
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register("featured")} />
            Featured (shown first in the library)
          </label>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton variant="gradient" pendingLabel="Saving...">
            {prompt ? "Save changes" : "Create prompt"}
          </SubmitButton>
        </div>
      </div>
      <div className="space-y-4">
        <TemplatePreview />
        {aside}
      </div>
    </Form>
  );
}
