import { resourceKindLabels, resourceKinds, type ResourceKind } from "@promptloom/contracts/resources";
import { BookOpen } from "lucide-react";
import { useCallback } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import { cn } from "../../../lib/cn.ts";
import { useSearchParamsUpdate } from "../../../lib/use-search-params-update.ts";
import { useSetSearchParam } from "../../../lib/use-set-search-param.ts";
import { useResources } from "../api/get-resources.ts";
import { ResourceCard } from "./resource-card.tsx";
import { ResourceReader } from "./resource-reader.tsx";

const chip = (isOn: boolean) =>
  cn(
    "rounded-full border px-3 py-1 text-xs font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    isOn
      ? "border-primary bg-primary/15 text-primary-text"
      : "border-border text-muted-foreground hover:text-foreground",
  );

/** The resource center: search, kind and topic in the address; an open resource too. */
export function ResourcesScreen() {
  const [params, update] = useSearchParamsUpdate();
  const q = params.get("q") ?? "";
  const kind = (params.get("kind") as ResourceKind | null) ?? undefined;
  const tag = params.get("tag") ?? "";
  const open = params.get("resource") ?? "";
  const setParam = useSetSearchParam();
  const hasFilters = Boolean(q || kind || tag);
  const clearFilters = () =>
    update((next) => {
      for (const name of ["q", "kind", "tag"]) next.delete(name);
      return next;
    });
  const onSearch = useCallback(
    (text: string, { isTyping }: { isTyping: boolean }) => setParam("q", text, isTyping),
    [setParam],
  );
  const resources = useResources({ q: q || undefined, kind, tag: tag || undefined });

  const hrefWith = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    return `?${next.toString()}`;
  };
  if (open) return <ResourceReader slug={open} backHref={hrefWith("resource", "")} />;

  return (
    <div className="space-y-4">
      <SearchField
        value={q}
        label="Search resources"
        placeholder="Search guides, cheat sheets and downloads"
        onSearch={onSearch}
      />
      <div role="group" aria-label="Kind" className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant={kind ? "ghost" : "secondary"}
          aria-pressed={!kind}
          onClick={() => setParam("kind", "")}
        >
          All
        </Button>
        {resourceKinds.map((item) => (
          <Button
            key={item}
            size="sm"
            variant={kind === item ? "secondary" : "ghost"}
            aria-pressed={kind === item}
            onClick={() => setParam("kind", item)}
          >
            {resourceKindLabels[item]}s
          </Button>
        ))}
      </div>
      {resources.data && resources.data.tags.length > 0 ? (
        <ul aria-label="Topics" className="flex flex-wrap gap-2">
          {resources.data.tags.map((item) => (
            <li key={item.tag}>
              <button
                type="button"
                aria-pressed={tag === item.tag}
                className={chip(tag === item.tag)}
                onClick={() => setParam("tag", tag === item.tag ? "" : item.tag)}
              >
                {item.tag} ({item.count})
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {resources.data
            ? `${resources.data.items.length} ${resources.data.items.length === 1 ? "resource" : "resources"}`
            : ""}
        </p>
        {hasFilters ? (
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            Clear search and filters
          </Button>
        ) : null}
      </div>
      <QueryState
        query={resources}
        items={resources.data?.items}
        pendingLabel="Loading resources"
        errorLabel="Could not load the resources."
        empty={
          <EmptyState
            icon={BookOpen}
            title="No resources match."
            description={
              q || kind || tag
                ? "Try other words or clear the filters."
                : "Resources appear here once the team publishes them."
            }
          />
        }
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={resources.isFetching}>
            {items.map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} href={hrefWith("resource", resource.slug)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
