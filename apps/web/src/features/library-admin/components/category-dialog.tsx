import type { PromptType } from "@promptloom/contracts/library";
import {
  createLibraryCategorySchema,
  updateLibraryCategorySchema,
  type AdminLibraryCategory,
} from "@promptloom/contracts/library-admin";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
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

function NewCategoryForm({ type, onClose }: { type: PromptType; onClose: () => void }) {
  const create = useCreateCategory();
  const form = useSchemaForm(createLibraryCategorySchema, {
    defaultValues: { name: "", slug: "", description: "", type },
  });
  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        toast({ title: `${values.name} created`, variant: "success" });
        onClose();
      }}
    >
      <CategoryFields />
      <DialogFormActions onCancel={onClose}>Create category</DialogFormActions>
    </Form>
  );
}

function EditCategoryForm({ category, onClose }: { category: AdminLibraryCategory; onClose: () => void }) {
  const update = useUpdateCategory();
  const form = useSchemaForm(updateLibraryCategorySchema, {
    defaultValues: { name: category.name, slug: category.slug, description: category.description },
  });
  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async (values) => {
        await update.mutateAsync({ slug: category.slug, changes: values });
        toast({ title: `${values.name} saved`, variant: "success" });
        onClose();
      }}
    >
      <CategoryFields />
      <DialogFormActions onCancel={onClose}>Save category</DialogFormActions>
    </Form>
  );
}

/** Creates a category (`category` null) or renames one: its name, slug and description. */
export function CategoryDialog({
  type,
  category,
  open,
  onClose,
}: {
  type: PromptType;
  category: AdminLibraryCategory | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? `Edit ${category.name}` : "New category"}</DialogTitle>
          <DialogDescription>
            {category ? "Rename the category or change its address." : `A new category for ${type} prompts.`}
          </DialogDescription>
        </DialogHeader>
        {category ? (
          <EditCategoryForm category={category} onClose={onClose} />
        ) : (
          <NewCategoryForm type={type} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
