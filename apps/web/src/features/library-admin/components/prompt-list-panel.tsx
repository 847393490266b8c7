import type { PromptType } from "@promptloom/contracts/library";
import { Library } from "lucide-react";
import { useState } from "react";

import { PageNav } from "../../../components/ui/page-nav.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { useAdminLibraryPrompts } from "../api/admin-library-prompts.ts";
import { useAdminCategories } from "../api/library-taxonomy.ts";
import type { useLibraryAdminParams } from "../library-admin-params.ts";
import { BulkActionsBar } from "./bulk-actions-bar.tsx";
import { PromptFilters } from "./prompt-filters.tsx";
import { PromptRow } from "./prompt-row.tsx";

type Params = ReturnType<typeof useLibraryAdminParams>;

const isFiltered = (query: Params["query"]) => Boolean(query.q || query.category || query.status || query.featured);

/** The prompts of one library, filtered and paged, with single and bulk actions. */
export function PromptListPanel({ type, params }: { type: PromptType; params: Params }) {
  const { query, update } = params;
  const prompts = useAdminLibraryPrompts(query);
  const categories = useAdminCategories(type);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const items = prompts.data?.items;
  const categoryName = (slug: string) => categories.data?.find((category) => category.slug === slug)?.name ?? slug;
  const select = (id: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  // A selection belongs to the page it was made on.
  const visibleSelection = items?.filter((item) => selected.has(item.id)).map((item) => item.id) ?? [];
  const allSelected = Boolean(items?.length) && visibleSelection.length === items?.length;

  return (
    <div className="space-y-4">
      <PromptFilters query={query} update={update} categories={categories.data ?? []} />
      {visibleSelection.length > 0 ? (
        <BulkActionsBar ids={visibleSelection} onDone={() => setSelected(new Set())} />
      ) : null}
      <QueryState
        query={prompts}
        items={items}
        pendingLabel="Loading the prompts"
        errorLabel="Could not load the prompts."
        empty={
          <EmptyState
            icon={Library}
            title={isFiltered(query) ? "No prompts match." : "No prompts yet."}
            description={
              isFiltered(query)
                ? "Try other words or clear a filter."
                : "Create the first prompt, or import a file under Import and export."
            }
          />
        }
      >
        {(loaded) => (
          <div className="space-y-3" aria-busy={prompts.isFetching}>
            <label className="flex items-center gap-2 text-sm text-muted-foreground">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={allSelected}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(loaded.map((item) => item.id)) : new Set())
                }
              />
              Select all on this page
            </label>
            <ul className="space-y-2" aria-label="Prompts">
              {loaded.map((prompt) => (
                <PromptRow
                  key={prompt.id}
                  prompt={prompt}
                  categoryName={categoryName(prompt.category)}
                  isSelected={selected.has(prompt.id)}
                  onSelect={(isSelected) => select(prompt.id, isSelected)}
                  onEdit={() => update({ edit: prompt.id, page: query.page })}
                />
              ))}
            </ul>
            <PageNav
              page={prompts.data?.page ?? query.page}
              pageCount={prompts.data?.pageCount ?? 1}
              total={prompts.data?.total ?? loaded.length}
              noun="prompts"
              onPage={(page) => update({ page })}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
