import type { LibraryBulkAction } from "@promptloom/contracts/library-admin";
import { useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { toast } from "../../../lib/toast.ts";
import { useBulkLibraryAction } from "../api/admin-library-prompts.ts";

const actions: { action: Exclude<LibraryBulkAction, "delete">; label: string; done: string }[] = [
  { action: "publish", label: "Publish", done: "published" },
  { action: "unpublish", label: "Unpublish", done: "unpublished" },
  { action: "feature", label: "Feature", done: "featured" },
  { action: "unfeature", label: "Unfeature", done: "no longer featured" },
];

const prompts = (count: number) => countOf(count, "prompt");

/** What to do with the selected prompts at once; deleting asks first. */
export function BulkActionsBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkLibraryAction();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const run = async (action: LibraryBulkAction, done: string) => {
    const { changed } = await bulk.mutateAsync({ action, ids });
    toast({ title: `${prompts(changed)} ${done}`, variant: "success" });
    onDone();
  };
  const runWithToast = async (action: LibraryBulkAction, done: string) => {
    try {
      await run(action, done);
    } catch (error) {
      toast({ title: "Could not change the prompts", description: describeFailure(error), variant: "destructive" });
    }
  };
  return (
    <div
      role="region"
      aria-label="Selected prompts"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-card p-3"
    >
      <p className="mr-auto text-sm font-medium">{prompts(ids.length)} selected</p>
      {actions.map(({ action, label, done }) => (
        <Button
          key={action}
          size="sm"
          variant="outline"
          disabled={bulk.isPending}
          onClick={() => void runWithToast(action, done)}
        >
          {label}
        </Button>
      ))}
      <Button size="sm" variant="destructive" disabled={bulk.isPending} onClick={() => setIsConfirmingDelete(true)}>
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={`Delete ${prompts(ids.length)}?`}
        description="They leave the library for good, with their example images."
        confirmLabel={`Delete ${prompts(ids.length)}`}
        pendingLabel="Deleting..."
        onConfirm={() => run("delete", "deleted")}
      />
    </div>
  );
}
