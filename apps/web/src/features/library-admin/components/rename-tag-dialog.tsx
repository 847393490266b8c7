import { renameLibraryTagSchema, type AdminLibraryTag } from "@promptloom/contracts/library-admin";

import { Field } from "../../../components/form/field.tsx";
import { FormDialog } from "../../../components/form/form-dialog.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useRenameTag } from "../api/library-taxonomy.ts";

/** Renames a tag on every prompt; an existing tag's name merges the two. */
export function RenameTagDialog({
  tag,
  existing,
  onClose,
}: {
  tag: AdminLibraryTag;
  existing: ReadonlySet<string>;
  onClose: () => void;
}) {
  const rename = useRenameTag();
  const form = useSchemaForm(renameLibraryTagSchema, { defaultValues: { name: tag.tag } });
  const name = form.watch("name").trim();
  const merges = name !== tag.tag && existing.has(name);
  return (
    <FormDialog
      title={`Rename “${tag.tag}”`}
      description={`The new name replaces it on ${countOf(tag.count, "prompt")}, text and image. Give the name of another tag to merge the two.`}
      form={form}
      submitLabel={merges ? "Merge tags" : "Rename tag"}
      onClose={onClose}
      onSubmit={async (values) => {
        const { changed } = await rename.mutateAsync({ tag: tag.tag, name: values.name });
        toast({
          title: merges ? `“${tag.tag}” merged into “${values.name}”` : `“${tag.tag}” renamed to “${values.name}”`,
          description: `${countOf(changed, "prompt")} changed.`,
          variant: "success",
        });
      }}
    >
      <Field
        name="name"
        id="tag-name"
        label="New name"
        hint={merges ? `“${name}” already exists: the two tags become one.` : "Lowercase words, spaces or hyphens"}
      />
    </FormDialog>
  );
}
