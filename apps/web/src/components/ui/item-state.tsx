import type * as React from "react";

import { LoadError } from "./load-error.tsx";
import { Spinner } from "./spinner.tsx";

type ItemQuery<Item> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: Item | undefined;
  refetch: () => unknown;
};

/**
 * One item's screen states, as `QueryState` is a list's: a spinner while it loads, the failure
 * with a way to try again (and `back`, the way out), or the item.
 */
export function ItemState<Item>({
  query,
  pendingLabel,
  errorLabel,
  back,
  children,
}: {
  query: ItemQuery<Item>;
  pendingLabel: string;
  /** The sentence before the server's own message when loading failed. */
  errorLabel: string;
  back?: React.ReactNode;
  children: (item: Item) => React.ReactNode;
}) {
  if (query.isPending) return <Spinner label={pendingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError
          message={`${errorLabel} ${query.error?.message ?? ""}`.trim()}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return children(query.data);
}
