import type { PromptType } from "@promptloom/contracts/library";
import {
  createLibraryCategorySchema,
  updateLibraryCategorySchema,
  type AdminLibraryCategory,
} from "@promptloom/contracts/library-admin";

import { Field } from "../../../components/form/field.tsx";
import { FormDialog } from "../../../components/form/form-dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useCreateCategory, useUpdateCategory } from "../api/library-taxonomy.ts";

function CategoryFields() {
  return (
    <>
      <Field name="name" id="category-name" label="Name" />
      <Field
        name="slug"
        id="category-slug"
        label="Slug"
        hint="Its address in the library; changing it moves the category's prompts along"
      />
      <Field name="description" id="category-description" label="Description" multiline rows={2} />
    </>
  );
}

/** A new category for this library: name, slug and description. */
export function NewCategoryDialog({ type, onClose }: { type: PromptType; onClose: () => void }) {
  const create = useCreateCategory();
  const form = useSchemaForm(createLibraryCategorySchema, {
    defaultValues: { name: "", slug: "", description: "", type },
  });
  return (
    <FormDialog
      title="New category"
      description={`A new category for ${type} prompts.`}
      form={form}
      submitLabel="Create category"
      onClose={onClose}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        toast({ title: `${values.name} created`, variant: "success" });
      }}
    >
      <CategoryFields />
    </FormDialog>
  );
}

/** Renames a category, changes its description or its slug (its prompts move along). */
export function EditCategoryDialog({ category, onClose }: { category: AdminLibraryCategory; onClose: () => void }) {
  const update = useUpdateCategory();
  const form = useSchemaForm(updateLibraryCategorySchema, {
    defaultValues: { name: category.name, slug: category.slug, description: category.description },
  });
  return (
    <FormDialog
      title={`Edit ${category.name}`}
      description="Rename the category or change its address."
      form={form}
      submitLabel="Save category"
      onClose={onClose}
      onSubmit={async (values) => {
        await update.mutateAsync({ slug: category.slug, changes: values });
        toast({ title: `${values.name} saved`, variant: "success" });
      }}
    >
      <CategoryFields />
    </FormDialog>
  );
}
