import type { PromptType } from "@promptloom/contracts/library";
import { SearchX } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, LoadMore, QueryState } from "../../../components/ui/query-state.tsx";
import { useLibraryPrompts } from "../api/get-library-prompts.ts";
import { toApiQuery, useLibrarySearch } from "../library-search-params.ts";
import { LibraryFilters } from "./library-filters.tsx";
import { LibraryPromptCard } from "./library-prompt-card.tsx";
import { LibrarySearchBar } from "./library-search-bar.tsx";
import { PromptDetailDialog } from "./prompt-detail-dialog.tsx";

/**
 * Search, filters, results and the open prompt. The library, text prompts and image prompts are
 * this one browser, the latter two fixed to one type.
 */
export function LibraryBrowser({ type }: { type?: PromptType }) {
  const { search, update } = useLibrarySearch();
  const results = useLibraryPrompts(toApiQuery(search, type));
  const pages = results.data?.pages ?? [];
  const prompts = pages.flatMap((page) => page.items);
  const first = pages[0];
  const hasFilters = Boolean(search.q || search.category || search.tags.length || search.model || search.favorites);

  return (
    <div className="space-y-5">
      <LibrarySearchBar search={search} onChange={update} />
      <LibraryFilters type={type} search={search} onChange={update} />

      <p aria-live="polite" className="text-sm text-muted-foreground">
        {first
          ? `${first.total.toLocaleString()}${first.totalCapped ? "+" : ""} ${first.total === 1 ? "prompt" : "prompts"}`
          : ""}
      </p>

      <QueryState
        query={results}
        items={prompts}
        pendingLabel="Loading prompts"
        errorLabel="Could not load the library."
        empty={
          <EmptyState icon={SearchX} title="No prompts match.">
            {hasFilters ? (
              <Button
                variant="outline"
                onClick={() => update({ q: "", category: "", tags: [], model: "", favorites: false })}
              >
                Clear search and filters
              </Button>
            ) : null}
          </EmptyState>
        }
      >
        {(loaded) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={results.isFetching}>
            {loaded.map((prompt) => (
              <li key={prompt.id}>
                <LibraryPromptCard prompt={prompt} onOpen={() => update({ prompt: prompt.slug })} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <LoadMore query={results}>Show more prompts</LoadMore>

      <PromptDetailDialog slug={search.prompt} onClose={() => update({ prompt: "" })} />
    </div>
  );
}
