import { createSavedPromptSchema, savedPromptTagsField, type SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useState } from "react";
import { z } from "zod";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form, toastFailure } from "../../../components/form/form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { tagsFromText } from "../../../lib/split-tags.ts";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useFolders } from "../api/get-folders.ts";
import { useSaveSavedPrompt } from "../api/save-saved-prompt.ts";
import { VersionHistory } from "./version-history.tsx";

/** The contract's fields a member edits: no folder is the empty choice, tags one comma-separated line. */
const editorSchema = createSavedPromptSchema.pick({ title: true, perfectedText: true }).extend({
  folderId: z
    .string()
    .transform((id) => id || null)
    .pipe(createSavedPromptSchema.shape.folderId.unwrap()),
  tags: tagsFromText(savedPromptTagsField),
});

const valuesOf = (prompt: SavedPrompt | null, defaultFolderId: string | null) => ({
  title: prompt?.title ?? "",
  perfectedText: prompt?.perfectedText ?? "",
  folderId: (prompt ? prompt.folderId : defaultFolderId) ?? "",
  tags: (prompt?.tags ?? []).join(", "),
});

/** Create a prompt by hand, or edit one with its version history beside it. */
export function PromptEditorDialog({
  prompt,
  defaultFolderId,
  onClose,
}: {
  /** null creates a new prompt. */
  prompt: SavedPrompt | null;
  defaultFolderId: string | null;
  onClose: () => void;
}) {
  const folders = useFolders();
  const save = useSaveSavedPrompt();
  const [current, setCurrent] = useState(prompt);
  const [view, setView] = useState<"edit" | "history">("edit");
  const form = useSchemaForm(editorSchema, { defaultValues: valuesOf(prompt, defaultFolderId) });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{current ? "Edit prompt" : "New prompt"}</DialogTitle>
        </DialogHeader>
        {current ? (
          <div role="tablist" aria-label="Prompt" className="flex gap-2">
            {(["edit", "history"] as const).map((tab) => (
              <Button
                key={tab}
                role="tab"
                aria-selected={view === tab}
                variant={view === tab ? "secondary" : "ghost"}
                size="sm"
                onClick={() => setView(tab)}
              >
                {tab === "edit" ? "Edit" : "History"}
              </Button>
            ))}
          </div>
        ) : null}
        {current && view === "history" ? (
          <VersionHistory
            prompt={current}
            onRestored={(restored) => {
              setCurrent(restored);
              form.reset({ ...form.getValues(), title: restored.title, perfectedText: restored.perfectedText });
              setView("edit");
            }}
          />
        ) : (
          <Form
            form={form}
            className="space-y-4"
            describeError={toastFailure("Save failed")}
            onSubmit={async (changes) => {
              await save.mutateAsync(current ? { id: current.id, changes } : { id: null, changes });
              toast({ title: current ? "Changes saved" : "Prompt created", variant: "success" });
              onClose();
            }}
          >
            <Field name="title" id="prompt-title" label="Title" />
            <Field name="perfectedText" id="prompt-text" label="Prompt" multiline rows={8} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field name="folderId" id="prompt-folder" label="Folder" select>
                <option value="">No folder</option>
                {folders.data?.map((folder) => (
                  <option key={folder.id} value={folder.id}>
                    {folder.parentId ? "— " : ""}
                    {folder.name}
                  </option>
                ))}
              </Field>
              <Field name="tags" id="prompt-tags" label="Tags" hint="Separate tags with commas" />
            </div>
            <DialogFormActions onCancel={onClose}>{current ? "Save changes" : "Create prompt"}</DialogFormActions>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
