import { createFolderSchema, folderLimits, type PromptFolder } from "@promptloom/contracts/prompt-folders";
import { FolderPlus } from "lucide-react";
import { z } from "zod";

import { Field } from "../../../components/form/field.tsx";
import { Form, toastFailure } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useCreateFolder } from "../api/create-folder.ts";

/** The parent is a select whose "At the top level" is an empty value, read as no parent. */
const newFolderSchema = createFolderSchema.extend({
  parentId: z.union([z.literal(""), z.uuid("Invalid folder id")]).transform((id) => id || null),
});

/** Adds a folder at the top level or inside one of `topLevel`, then opens it. */
export function NewFolderForm({
  topLevel,
  onCreated,
}: {
  topLevel: PromptFolder[];
  onCreated: (folder: PromptFolder) => void;
}) {
  const createFolder = useCreateFolder();
  const form = useSchemaForm(newFolderSchema, { defaultValues: { name: "", parentId: "" } });
  const isBlank = form.watch("name").trim() === "";
  return (
    <Form
      form={form}
      className="space-y-2"
      describeError={toastFailure("Folder not created")}
      onSubmit={async (values) => {
        const folder = await createFolder.mutateAsync(values);
        form.reset({ name: "", parentId: values.parentId ?? "" });
        onCreated(folder);
      }}
    >
      <Field name="name" label="New folder" id="new-folder-name" maxLength={folderLimits.nameMaxLength} />
      {topLevel.length > 0 ? (
        <Field name="parentId" label="Put it" id="new-folder-parent" select className="h-9 w-full px-2">
          <option value="">At the top level</option>
          {topLevel.map((folder) => (
            <option key={folder.id} value={folder.id}>
              Inside {folder.name}
            </option>
          ))}
        </Field>
      ) : null}
      <SubmitButton variant="outline" size="sm" className="w-full" pendingLabel="Adding…" disabled={isBlank}>
        <FolderPlus aria-hidden="true" />
        Add folder
      </SubmitButton>
    </Form>
  );
}
