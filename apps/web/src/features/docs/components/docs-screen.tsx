import { useCallback } from "react";
import { useSearchParams } from "react-router";

import { LoadError } from "../../../components/ui/load-error.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useSetSearchParam } from "../../../lib/use-set-search-param.ts";
import { useDocsList } from "../api/get-docs.ts";
import { DocPageView } from "./doc-page-view.tsx";
import { DocSearchResults } from "./doc-search-results.tsx";
import { DocsContents } from "./docs-contents.tsx";

/** The documentation: search and contents beside the open page (the first one by default). */
export function DocsScreen({ slug }: { slug: string | undefined }) {
  const docs = useDocsList();
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const setParam = useSetSearchParam();
  const onSearch = useCallback(
    (text: string, { isTyping }: { isTyping: boolean }) => setParam("q", text, isTyping),
    [setParam],
  );

  if (docs.isPending) return <Spinner label="Loading the documentation" />;
  if (docs.isError)
    return (
      <LoadError
        message={`Could not load the documentation. ${docs.error.message}`}
        onRetry={() => void docs.refetch()}
      />
    );
  const open = slug ?? docs.data[0]?.slug ?? "";
  return (
    <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="space-y-4 md:sticky md:top-4 md:self-start">
        <SearchField value={q} label="Search the docs" placeholder="Search the docs" onSearch={onSearch} />
        <DocsContents docs={docs.data} />
      </aside>
      {q ? <DocSearchResults q={q} /> : <DocPageView key={open} slug={open} />}
    </div>
  );
}
