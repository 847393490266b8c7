import { communitySorts, type CommunityPrompt, type CommunitySort } from "@promptloom/contracts/community-prompts";
import { Plus, Users } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";

import { Button } from "../../../components/ui/button.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { EmptyState, LoadMore, QueryState } from "../../../components/ui/query-state.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import { useSetSearchParam } from "../../../lib/use-set-search-param.ts";
import { useCommunityPrompts } from "../api/get-community-prompts.ts";
import { usePromptCategories } from "../api/get-prompt-categories.ts";
import { CommunityPromptCard } from "./community-prompt-card.tsx";
import { ReportDialog } from "./report-dialog.tsx";
import { SubmitPromptDialog } from "./submit-prompt-dialog.tsx";

const sortLabels: Record<CommunitySort, string> = { top: "Most voted", newest: "Newest" };

/** Browse and search approved prompts, or follow your own submissions; share a new one. */
export function CommunityScreen() {
  const [params] = useSearchParams();
  const scope = params.get("scope") === "mine" ? "mine" : "all";
  const sort: CommunitySort = params.get("sort") === "newest" ? "newest" : "top";
  const q = params.get("q") ?? "";
  const category = params.get("category") ?? "";
  const setParam = useSetSearchParam();

  const prompts = useCommunityPrompts({ scope, sort, q, category });
  const categories = usePromptCategories();
  const [isSharing, setIsSharing] = useState(false);
  const [reporting, setReporting] = useState<CommunityPrompt | null>(null);
  const items = prompts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <div role="tablist" aria-label="Community prompts" className="flex gap-1">
          <Button
            role="tab"
            aria-selected={scope === "all"}
            variant={scope === "all" ? "secondary" : "ghost"}
            onClick={() => setParam("scope", "")}
          >
            Browse
          </Button>
          <Button
            role="tab"
            aria-selected={scope === "mine"}
            variant={scope === "mine" ? "secondary" : "ghost"}
            onClick={() => setParam("scope", "mine")}
          >
            My submissions
          </Button>
        </div>
        <Button variant="gradient" className="ml-auto" onClick={() => setIsSharing(true)}>
          <Plus aria-hidden="true" />
          Share a prompt
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField
          value={q}
          label="Search community prompts"
          placeholder="Search community prompts"
          onSearch={(text) => setParam("q", text)}
        />
        <NativeSelect
          aria-label="Category"
          value={category}
          onChange={(event) => setParam("category", event.target.value)}
        >
          <option value="">All categories</option>
          {categories.data?.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Sort"
          value={sort}
          onChange={(event) => setParam("sort", event.target.value === "top" ? "" : event.target.value)}
        >
          {communitySorts.map((option) => (
            <option key={option} value={option}>
              {sortLabels[option]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <QueryState
        query={prompts}
        items={items}
        pendingLabel="Loading community prompts"
        errorLabel="Could not load community prompts."
        empty={
          <EmptyState
            icon={Users}
            title={scope === "mine" ? "You have not shared a prompt yet." : "No community prompts match."}
            description="Share a prompt that works well for you; it appears here once approved."
          />
        }
      >
        {(loaded) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {loaded.map((prompt) => (
              <li key={prompt.id}>
                <CommunityPromptCard prompt={prompt} onReport={() => setReporting(prompt)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore query={prompts} />
      {isSharing ? (
        <SubmitPromptDialog
          onClose={() => setIsSharing(false)}
          // The new prompt waits for review, so it is shown where the member's own submissions are.
          onShared={() => setParam("scope", "mine")}
        />
      ) : null}
      {reporting ? <ReportDialog prompt={reporting} onClose={() => setReporting(null)} /> : null}
    </div>
  );
}
