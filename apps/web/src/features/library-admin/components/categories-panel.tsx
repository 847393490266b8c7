import type { PromptType } from "@promptloom/contracts/library";
import type { AdminLibraryCategory } from "@promptloom/contracts/library-admin";
import { ArrowDown, ArrowUp, FolderTree, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { focusMovedControl } from "../../../lib/focus-moved-control.ts";
import { toast } from "../../../lib/toast.ts";
import { useAdminCategories, useUpdateCategory } from "../api/library-taxonomy.ts";
import { EditCategoryDialog, NewCategoryDialog } from "./category-dialog.tsx";
import { DeleteCategoryDialog } from "./delete-category-dialog.tsx";

type Dialogs = { kind: "new" } | { kind: "edit" | "delete"; category: AdminLibraryCategory } | null;

/** The library's categories in their order: create, rename, move up or down, delete. */
export function CategoriesPanel({ type }: { type: PromptType }) {
  const categories = useAdminCategories(type);
  const update = useUpdateCategory();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [movedTo, setMovedTo] = useState<{ slug: string; index: number; pressed: "up" | "down" }>();
  const focusedAfter = useRef<typeof movedTo>(undefined);

  // The keyboard focus stays with a moved category once the list shows it at its new place: the
  // refreshed list can render after the next frame, and a button moved in the page loses focus.
  useEffect(() => {
    if (!movedTo || focusedAfter.current === movedTo || categories.data?.[movedTo.index]?.slug !== movedTo.slug) return;
    focusedAfter.current = movedTo;
    const twin = movedTo.pressed === "up" ? "down" : "up";
    focusMovedControl(`category-${movedTo.slug}-${movedTo.pressed}`, `category-${movedTo.slug}-${twin}`);
  }, [categories.data, movedTo]);

  /** Swaps two neighbours' positions (a tie is broken by placing the moved one just past the other). */
  const move = async (list: AdminLibraryCategory[], index: number, to: number) => {
    const moved = list[index];
    const other = list[to];
    if (!moved || !other || update.isPending) return;
    const sameSpot = moved.position === other.position;
    const put = (category: AdminLibraryCategory, position: number) =>
      update.mutateAsync({
        slug: category.slug,
        changes: { slug: category.slug, name: category.name, description: category.description, position },
      });
    try {
      await put(moved, sameSpot ? other.position + (to < index ? -1 : 1) : other.position);
      if (!sameSpot) await put(other, moved.position);
      setMovedTo({ slug: moved.slug, index: to, pressed: to < index ? "up" : "down" });
    } catch (error) {
      toast({ title: "Could not move the category", description: describeFailure(error), variant: "destructive" });
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="outline" onClick={() => setDialog({ kind: "new" })}>
          <Plus aria-hidden="true" />
          New category
        </Button>
      </div>
      <QueryState
        query={categories}
        items={categories.data}
        pendingLabel="Loading the categories"
        errorLabel="Could not load the categories."
        empty={
          <EmptyState
            icon={FolderTree}
            title="No categories yet."
            description="Prompts need a category: create the first one."
          />
        }
      >
        {(list) => (
          <ol className="space-y-2" aria-label="Categories in library order">
            {list.map((category, index) => (
              <li
                key={category.slug}
                className="flex flex-col gap-3 rounded-lg border border-border p-3 md:flex-row md:items-center"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium">{category.name}</p>
                  <p className="text-sm text-muted-foreground">{category.description}</p>
                  <p className="font-mono text-xs text-muted-foreground">
                    {category.slug} · {countOf(category.promptCount, "prompt")}, {category.publishedCount} published
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    id={`category-${category.slug}-up`}
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    aria-label={`Move ${category.name} up`}
                    onClick={() => void move(list, index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    id={`category-${category.slug}-down`}
                    variant="outline"
                    size="sm"
                    disabled={index === list.length - 1}
                    aria-label={`Move ${category.name} down`}
                    onClick={() => void move(list, index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${category.name}`}
                    onClick={() => setDialog({ kind: "edit", category })}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${category.name}`}
                    onClick={() => setDialog({ kind: "delete", category })}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {dialog?.kind === "new" ? <NewCategoryDialog type={type} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "edit" ? (
        <EditCategoryDialog category={dialog.category} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "delete" ? (
        <DeleteCategoryDialog
          category={dialog.category}
          others={(categories.data ?? []).filter((item) => item.slug !== dialog.category.slug)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
