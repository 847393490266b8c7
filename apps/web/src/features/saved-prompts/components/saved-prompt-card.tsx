import { promptSourceLabels, type SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { Copy, CopyPlus, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";

import { FillInDialog, hasTemplateVariables } from "../../../components/prompt-template/fill-in-dialog.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { copyPrompt } from "../../../entities/usage/copy-prompt.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { toast, toastError } from "../../../lib/toast.ts";
import { useDeleteSavedPrompt, useUndoDeleteSavedPrompt } from "../api/delete-saved-prompt.ts";
import { useDuplicateSavedPrompt } from "../api/duplicate-saved-prompt.ts";

/** One saved prompt with copy, edit, duplicate and delete. */
export function SavedPromptCard({ prompt, onEdit }: { prompt: SavedPrompt; onEdit: () => void }) {
  const duplicate = useDuplicateSavedPrompt();
  const remove = useDeleteSavedPrompt();
  const fail = (error: Error) => toastError(error.message);
  const undoDelete = useUndoDeleteSavedPrompt();
  const [isFillingIn, setIsFillingIn] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const origin = { promptId: prompt.id, source: prompt.source };

  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words">{prompt.title}</h3>
        <Badge className="shrink-0">{promptSourceLabels[prompt.source]}</Badge>
      </div>
      <p className="line-clamp-4 text-sm whitespace-pre-wrap text-muted-foreground">{prompt.perfectedText}</p>
      {prompt.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1 text-xs">
          {prompt.tags.map((tag) => (
            <li key={tag} className="rounded bg-surface-2 px-1.5 py-0.5 text-muted-foreground">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-1 pt-1">
        <span className="mr-auto text-xs text-muted-foreground">{formatDate(prompt.createdAt)}</span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Copy ${prompt.title}`}
          onClick={() =>
            hasTemplateVariables(prompt.perfectedText)
              ? setIsFillingIn(true)
              : void copyPrompt(prompt.perfectedText, origin)
          }
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Edit ${prompt.title}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Duplicate ${prompt.title}`}
          disabled={duplicate.isPending}
          onClick={() => duplicate.mutate(prompt.id, { onError: fail })}
        >
          <CopyPlus aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Delete ${prompt.title}`}
          disabled={remove.isPending}
          onClick={() => setIsConfirmingDelete(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title="Delete this prompt?"
        description={`"${prompt.title}" and its version history will be deleted. You can undo this right after.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={async () => {
          await remove.mutateAsync(prompt.id);
          toast({
            title: "Prompt deleted",
            description: `"${prompt.title}" was deleted.`,
            action: {
              label: "Undo",
              // By now the card has left the list, so the outcome is read from the promise: a
              // mutate() callback of an unmounted component would never run.
              onClick: () =>
                void undoDelete
                  .mutateAsync(prompt.id)
                  .then(() => toast({ title: "Prompt restored", variant: "success" }), fail),
            },
          });
        }}
      />
      <FillInDialog
        open={isFillingIn}
        onOpenChange={setIsFillingIn}
        title={prompt.title}
        body={prompt.perfectedText}
        onCopy={(filled) => copyPrompt(filled, origin)}
      />
    </Card>
  );
}
