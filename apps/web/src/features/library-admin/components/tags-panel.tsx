import type { PromptType } from "@promptloom/contracts/library";
import type { AdminLibraryTag } from "@promptloom/contracts/library-admin";
import { Tags } from "lucide-react";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { toast } from "../../../lib/toast.ts";
import { useAdminTags, useRemoveTag } from "../api/library-taxonomy.ts";
import { RenameTagDialog } from "./rename-tag-dialog.tsx";

type Dialogs = { kind: "rename" | "remove"; tag: AdminLibraryTag } | null;

const countFor = (tag: AdminLibraryTag, type: PromptType) => (type === "image" ? tag.imageCount : tag.textCount);

/** The tags this library's prompts use, most used first: rename, merge into another, remove. */
export function TagsPanel({ type }: { type: PromptType }) {
  const tags = useAdminTags();
  const remove = useRemoveTag();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const used = tags.data?.filter((tag) => countFor(tag, type) > 0);
  const names = new Set(tags.data?.map((tag) => tag.tag));
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Tags are shared by text and image prompts: a change here applies to both libraries.
      </p>
      <QueryState
        query={tags}
        items={used}
        pendingLabel="Loading the tags"
        errorLabel="Could not load the tags."
        empty={<EmptyState icon={Tags} title="No tags yet." description="Tags appear here once prompts use them." />}
      >
        {(list) => (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Tags">
            {list.map((tag) => (
              <li key={tag.tag} className="flex items-center gap-2 rounded-lg border border-border p-2 pl-3">
                <span className="min-w-0 flex-1 truncate text-sm">
                  {tag.tag} <span className="text-muted-foreground">({countFor(tag, type)})</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Rename ${tag.tag}`}
                  onClick={() => setDialog({ kind: "rename", tag })}
                >
                  Rename
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${tag.tag}`}
                  onClick={() => setDialog({ kind: "remove", tag })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {dialog?.kind === "rename" ? (
        <RenameTagDialog tag={dialog.tag} existing={names} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === "remove"}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={`Remove “${dialog?.tag.tag ?? ""}”?`}
        description={`The tag comes off the ${countOf(dialog?.tag.count ?? 0, "prompt")} that carry it; the prompts stay.`}
        confirmLabel="Remove tag"
        pendingLabel="Removing..."
        onConfirm={async () => {
          if (!dialog) return;
          const { changed } = await remove.mutateAsync(dialog.tag.tag);
          toast({
            title: `“${dialog.tag.tag}” removed`,
            description: `${countOf(changed, "prompt")} changed.`,
            variant: "success",
          });
        }}
      />
    </div>
  );
}
