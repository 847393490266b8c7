import { createSavedPromptSchema, type SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { FormField, TextareaField } from "../../../components/ui/form-field.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { toFieldErrors } from "../../../lib/form-errors.ts";
import { splitTags } from "../../../lib/split-tags.ts";
import { toast } from "../../../lib/toast.ts";
import { useFolders } from "../api/get-folders.ts";
import { useSaveSavedPrompt } from "../api/save-saved-prompt.ts";
import { VersionHistory } from "./version-history.tsx";

type Errors = Partial<Record<"title" | "perfectedText" | "tags", string>>;

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
  const [title, setTitle] = useState(prompt?.title ?? "");
  const [text, setText] = useState(prompt?.perfectedText ?? "");
  const [folderId, setFolderId] = useState(prompt ? (prompt.folderId ?? "") : (defaultFolderId ?? ""));
  const [tags, setTags] = useState((prompt?.tags ?? []).join(", "));
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = {
      title,
      perfectedText: text,
      folderId: folderId || null,
      tags: splitTags(tags),
    };
    const parsed = createSavedPromptSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors<keyof Errors>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(current ? { id: current.id, changes: values } : { id: null, changes: values }, {
      onSuccess: () => {
        toast({ title: current ? "Changes saved" : "Prompt created", variant: "success" });
        onClose();
      },
      onError: (error) => toast({ title: "Save failed", description: error.message, variant: "destructive" }),
    });
  };

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
              setTitle(restored.title);
              setText(restored.perfectedText);
              setView("edit");
            }}
          />
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <FormField
              id="prompt-title"
              label="Title"
              value={title}
              error={errors.title}
              onChange={(event) => setTitle(event.target.value)}
            />
            <TextareaField
              id="prompt-text"
              label="Prompt"
              rows={8}
              value={text}
              error={errors.perfectedText}
              onChange={(event) => setText(event.target.value)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="space-y-2 text-sm font-medium">
                <span className="block">Folder</span>
                <NativeSelect
                  className="w-full font-normal"
                  value={folderId}
                  onChange={(event) => setFolderId(event.target.value)}
                >
                  <option value="">No folder</option>
                  {folders.data?.map((folder) => (
                    <option key={folder.id} value={folder.id}>
                      {folder.parentId ? "— " : ""}
                      {folder.name}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <FormField
                id="prompt-tags"
                label="Tags"
                hint="Separate tags with commas"
                value={tags}
                error={errors.tags}
                onChange={(event) => setTags(event.target.value)}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {current ? "Save changes" : "Create prompt"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
