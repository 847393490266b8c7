import { promptSourceLabels, promptSources, type SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { Bookmark, ChevronDown, Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";

import { Button } from "../../../components/ui/button.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { EmptyState, LoadMore, QueryState } from "../../../components/ui/query-state.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import { useLiveSavedPrompts } from "../../../entities/saved-prompts/use-live-saved-prompts.ts";
import { cn } from "../../../lib/cn.ts";
import { useSetSearchParam } from "../../../lib/use-set-search-param.ts";
import { useSavedPromptTags } from "../api/get-saved-prompt-tags.ts";
import { useSavedPrompts } from "../api/get-saved-prompts.ts";
import { FolderNav } from "./folder-nav.tsx";
import { PromptEditorDialog } from "./prompt-editor-dialog.tsx";
import { SavedPromptCard } from "./saved-prompt-card.tsx";
import { TransferMenu } from "./transfer-menu.tsx";

/** My Prompts: every saved prompt, searched and filtered (kept in the address), in folders. */
export function SavedPromptsScreen() {
  const [params] = useSearchParams();
  const filters = {
    q: params.get("q") ?? "",
    source: promptSources.find((source) => source === params.get("source")),
    folderId: params.get("folder") ?? "",
    tag: params.get("tag") ?? "",
  };
  const setFilter = useSetSearchParam();

  const onSearch = useCallback(
    (q: string, { isTyping }: { isTyping: boolean }) => setFilter("q", q, isTyping),
    [setFilter],
  );

  const apiFilters = { ...filters, folderId: filters.folderId || undefined, source: filters.source };
  const prompts = useSavedPrompts(apiFilters);
  useLiveSavedPrompts();
  const tags = useSavedPromptTags();
  const [editing, setEditing] = useState<SavedPrompt | "new" | null>(null);
  // Below 1024 px the folders fold away behind one button, so the prompts come first.
  const [areFoldersOpen, setFoldersOpen] = useState(false);
  const items = prompts.data?.pages.flatMap((page) => page.items) ?? [];
  const total = prompts.data?.pages[0]?.total;

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
      <aside className="lg:border-r lg:border-border lg:pr-4">
        <Button
          variant="outline"
          className="w-full justify-between lg:hidden"
          aria-expanded={areFoldersOpen}
          aria-controls="saved-prompt-folders"
          onClick={() => setFoldersOpen((open) => !open)}
        >
          Folders
          <ChevronDown aria-hidden="true" className={cn("transition-transform", areFoldersOpen && "rotate-180")} />
        </Button>
        <div id="saved-prompt-folders" className={cn("mt-3 lg:mt-0 lg:block", areFoldersOpen ? "block" : "hidden")}>
          <FolderNav
            selected={filters.folderId}
            onSelect={(folder) => {
              setFilter("folder", folder);
              setFoldersOpen(false);
            }}
          />
        </div>
      </aside>
      <div className="min-w-0 space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchField
            value={filters.q}
            label="Search my prompts"
            placeholder="Search my prompts"
            onSearch={onSearch}
          />
          <NativeSelect
            aria-label="Source"
            value={filters.source ?? ""}
            onChange={(event) => setFilter("source", event.target.value)}
          >
            <option value="">All sources</option>
            {promptSources.map((source) => (
              <option key={source} value={source}>
                {promptSourceLabels[source]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Tag" value={filters.tag} onChange={(event) => setFilter("tag", event.target.value)}>
            <option value="">All tags</option>
            {tags.data?.map(({ tag, count }) => (
              <option key={tag} value={tag}>
                {tag} ({count})
              </option>
            ))}
          </NativeSelect>
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            New prompt
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {total === undefined ? "" : `${total} ${total === 1 ? "prompt" : "prompts"}`}
          </p>
          <TransferMenu filters={apiFilters} />
        </div>

        <QueryState
          query={prompts}
          items={items}
          pendingLabel="Loading your prompts"
          errorLabel="Could not load your prompts."
          empty={
            <EmptyState
              icon={Bookmark}
              title="No prompts here yet."
              description="Save prompts from the library, your voice or the community, or write one with New prompt."
            />
          }
        >
          {(loaded) => (
            <ul className="grid gap-4 md:grid-cols-2" aria-busy={prompts.isFetching}>
              {loaded.map((prompt) => (
                <li key={prompt.id}>
                  <SavedPromptCard prompt={prompt} onEdit={() => setEditing(prompt)} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <LoadMore query={prompts} />
      </div>
      {editing ? (
        <PromptEditorDialog
          prompt={editing === "new" ? null : editing}
          defaultFolderId={filters.folderId && filters.folderId !== "none" ? filters.folderId : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
