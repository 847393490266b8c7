import { SearchX } from "lucide-react";
import { Link } from "react-router";

import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { useDocSearch } from "../api/get-docs.ts";
import { docHref } from "../doc-links.ts";

/** The pages that hold every word searched for, each with the passage that matched. */
export function DocSearchResults({ q }: { q: string }) {
  const results = useDocSearch(q);
  return (
    <section aria-labelledby="doc-search-heading" className="space-y-3">
      <h2 id="doc-search-heading" className="text-lg font-semibold">
        Results for “{q}”
      </h2>
      <QueryState
        query={results}
        items={results.data}
        pendingLabel="Searching the docs"
        errorLabel="Could not search the docs."
        empty={<EmptyState icon={SearchX} title="No page matches." description="Try fewer or other words." />}
      >
        {(items) => (
          <ol className="space-y-3">
            {items.map((result) => (
              <li key={result.slug}>
                <Link
                  to={docHref(result.slug, result.heading?.id)}
                  className="block rounded-lg border border-border p-3 hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="block font-medium">
                    {result.title}
                    {result.heading ? <span className="text-muted-foreground"> › {result.heading.text}</span> : null}
                  </span>
                  <span className="block text-xs text-muted-foreground">{result.section}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{result.snippet}</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
