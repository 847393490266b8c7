import type { PromptType } from "@promptloom/contracts/library";
import { SearchX } from "lucide-react";

import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
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

      {results.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading prompts" />
        </div>
      ) : results.isError ? (
        <Alert variant="destructive">
          Could not load the library. {results.error.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : prompts.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border py-12 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">No prompts match.</p>
          {hasFilters ? (
            <Button
              variant="outline"
              onClick={() => update({ q: "", category: "", tags: [], model: "", favorites: false })}
            >
              Clear search and filters
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={results.isFetching}>
          {prompts.map((prompt) => (
            <li key={prompt.id}>
              <LibraryPromptCard prompt={prompt} onOpen={() => update({ prompt: prompt.slug })} />
            </li>
          ))}
        </ul>
      )}

      {results.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" disabled={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
            {results.isFetchingNextPage ? "Loading…" : "Show more prompts"}
          </Button>
        </div>
      ) : null}

      <PromptDetailDialog slug={search.prompt} onClose={() => update({ prompt: "" })} />
    </div>
  );
}
