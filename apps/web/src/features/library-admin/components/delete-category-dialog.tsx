import type { AdminLibraryCategory } from "@promptloom/contracts/library-admin";
import { useState } from "react";

import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeleteCategory } from "../api/library-taxonomy.ts";

/** Deletes a category; one that holds prompts asks where they move first. */
export function DeleteCategoryDialog({
  category,
  others,
  onClose,
}: {
  category: AdminLibraryCategory;
  others: AdminLibraryCategory[];
  onClose: () => void;
}) {
  const remove = useDeleteCategory();
  const [moveTo, setMoveTo] = useState(others[0]?.slug ?? "");
  const holdsPrompts = category.promptCount > 0;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete ${category.name}?`}
      description={
        holdsPrompts
          ? `It holds ${countOf(category.promptCount, "prompt")}. They move to the category you choose, with any community prompts in it.`
          : "It holds no prompts."
      }
      confirmLabel="Delete category"
      pendingLabel="Deleting..."
      onConfirm={async () => {
        await remove.mutateAsync({ slug: category.slug, moveTo: holdsPrompts ? moveTo : undefined });
        toast({ title: `${category.name} deleted`, variant: "success" });
      }}
    >
      {holdsPrompts ? (
        others.length > 0 ? (
          <div className="space-y-2">
            <Label htmlFor="move-prompts-to">Move its prompts to</Label>
            <NativeSelect
              id="move-prompts-to"
              className="w-full"
              value={moveTo}
              onChange={(event) => setMoveTo(event.target.value)}
            >
              {others.map((other) => (
                <option key={other.slug} value={other.slug}>
                  {other.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Create another category first: its prompts need a new home.</p>
        )
      ) : null}
    </ConfirmDialog>
  );
}
