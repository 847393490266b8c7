import type { LibraryListItem } from "@promptloom/contracts/library-search";
import { Star } from "lucide-react";
import { useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { cn } from "../../../lib/cn.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeleteLibraryPrompt, useSetLibraryPromptFlags } from "../api/admin-library-prompts.ts";

/** One prompt of the admin list: select it, open it, publish, feature or delete it. */
export function PromptRow({
  prompt,
  categoryName,
  isSelected,
  onSelect,
  onEdit,
}: {
  prompt: LibraryListItem;
  categoryName: string;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  onEdit: () => void;
}) {
  const flags = useSetLibraryPromptFlags();
  const remove = useDeleteLibraryPrompt();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isPublished = prompt.status === "published";

  const change = async (changes: { status?: "published" | "draft"; featured?: boolean }, done: string) => {
    try {
      await flags.mutateAsync({ id: prompt.id, flags: changes });
      toast({ title: done, variant: "success" });
    } catch (error) {
      toast({ title: "Could not change the prompt", description: describeFailure(error), variant: "destructive" });
    }
  };

  return (
    <li className="flex gap-3 rounded-lg border border-border p-3 md:items-center">
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-primary md:mt-0"
        aria-label={`Select ${prompt.title}`}
        checked={isSelected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      {prompt.exampleImageUrl ? (
        <img src={prompt.exampleImageUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-3 md:flex-row md:items-center">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <button type="button" className="text-left hover:underline" onClick={onEdit}>
              {prompt.title}
            </button>
            <Badge className={cn(!isPublished && "bg-muted text-muted-foreground")}>
              {isPublished ? "Published" : "Draft"}
            </Badge>
            {prompt.featured ? <Badge>Featured</Badge> : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">{prompt.description}</p>
          <p className="text-xs text-muted-foreground">
            {categoryName} · {prompt.copyCount} copies · {prompt.saveCount} saves · changed{" "}
            {new Date(prompt.updatedAt).toLocaleDateString()}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${prompt.title}`}>
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={flags.isPending}
            aria-label={`${isPublished ? "Unpublish" : "Publish"} ${prompt.title}`}
            onClick={() =>
              void change(
                { status: isPublished ? "draft" : "published" },
                isPublished ? `${prompt.title} is hidden from members` : `${prompt.title} is published`,
              )
            }
          >
            {isPublished ? "Unpublish" : "Publish"}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={flags.isPending}
            aria-pressed={prompt.featured}
            aria-label={`Feature ${prompt.title}`}
            onClick={() =>
              void change(
                { featured: !prompt.featured },
                prompt.featured ? `${prompt.title} is no longer featured` : `${prompt.title} is featured`,
              )
            }
          >
            <Star aria-hidden="true" className={prompt.featured ? "fill-current text-primary-text" : undefined} />
            Feature
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${prompt.title}`}
            onClick={() => setIsConfirmingDelete(true)}
          >
            Delete
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={`Delete ${prompt.title}?`}
        description="The prompt leaves the library for good, with its example image. Members who saved it keep their copy."
        confirmLabel="Delete prompt"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          await remove.mutateAsync(prompt.id);
          toast({ title: `${prompt.title} deleted`, variant: "success" });
        }}
      />
    </li>
  );
}
