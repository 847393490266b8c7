import { renameLibraryTagSchema, type AdminLibraryTag } from "@promptloom/contracts/library-admin";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename “{tag.tag}”</DialogTitle>
          <DialogDescription>
            The new name replaces it on {countOf(tag.count, "prompt")}, text and image. Give the name of another tag to
            merge the two.
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            const { changed } = await rename.mutateAsync({ tag: tag.tag, name: values.name });
            toast({
              title: merges ? `“${tag.tag}” merged into “${values.name}”` : `“${tag.tag}” renamed to “${values.name}”`,
              description: `${countOf(changed, "prompt")} changed.`,
              variant: "success",
            });
            onClose();
          }}
        >
          <Field
            name="name"
            id="tag-name"
            label="New name"
            hint={merges ? `“${name}” already exists: the two tags become one.` : "Lowercase words, spaces or hyphens"}
          />
          <DialogFormActions onCancel={onClose}>{merges ? "Merge tags" : "Rename tag"}</DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
