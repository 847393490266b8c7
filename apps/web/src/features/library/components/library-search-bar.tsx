import { librarySortLabels, librarySorts, type LibrarySort } from "@promptloom/contracts/library-search";
import { useCallback } from "react";

import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import type { LibrarySearch } from "../library-search-params.ts";

/** The search box (results follow as you type) and the sort order. */
export function LibrarySearchBar({
  search,
  onChange,
}: {
  search: LibrarySearch;
  onChange: (changes: Partial<LibrarySearch>, options?: { replace?: boolean }) => void;
}) {
  const onSearch = useCallback(
    (q: string, { isTyping }: { isTyping: boolean }) => onChange({ q }, { replace: isTyping }),
    [onChange],
  );
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchField
        value={search.q}
        label="Search prompts"
        placeholder='Search prompts: cold email, "landing page", -draft'
        onSearch={onSearch}
      />
      <label className="flex items-center gap-2 text-sm text-muted-foreground">
        Sort
        <NativeSelect value={search.sort} onChange={(event) => onChange({ sort: event.target.value as LibrarySort })}>
          {librarySorts.map((sort) => (
            <option key={sort} value={sort}>
              {librarySortLabels[sort]}
            </option>
          ))}
        </NativeSelect>
      </label>
    </div>
  );
}
