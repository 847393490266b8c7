import type { LucideIcon } from "lucide-react";
import type * as React from "react";

import { Button } from "./button.tsx";
import { LoadError } from "./load-error.tsx";
import { Spinner } from "./spinner.tsx";

/** The part of a TanStack query (plain or infinite) a list screen reads. */
type ListQuery = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };

type QueryStateProps<Item> = {
  query: ListQuery;
  /** The loaded items (all pages of an infinite query, flattened). */
  items: Item[] | undefined;
  /** What the spinner announces while the first page loads. */
  pendingLabel: string;
  /** The sentence before the server's own message when loading failed. */
  errorLabel: string;
  /** What stands in place of an empty list. */
  empty: React.ReactNode;
  children: (items: Item[]) => React.ReactNode;
};

/**
 * A list screen's four states in one place: a spinner while the first page loads, the failure
 * with a way to try again, the empty state, or the list itself.
 */
export function QueryState<Item>({ query, items, pendingLabel, errorLabel, empty, children }: QueryStateProps<Item>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={pendingLabel} />
      </div>
    );
  }
  if (query.isError || !items) {
    return (
      <LoadError message={`${errorLabel} ${query.error?.message ?? ""}`.trim()} onRetry={() => void query.refetch()} />
    );
  }
  if (items.length === 0) return empty;
  return children(items);
}

/** What an empty list says: an icon, a title, a line of explanation and perhaps an action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="font-medium">{title}</h2>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {children ? <div className="mt-2">{children}</div> : null}
    </div>
  );
}

/** The "Show more" button under a paged list, while another page exists. */
export function LoadMore({
  query,
  children = "Show more",
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children?: React.ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? "Loading…" : children}
      </Button>
    </div>
  );
}
