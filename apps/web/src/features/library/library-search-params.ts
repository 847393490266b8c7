import type { PromptType } from "@promptloom/contracts/library";
import {
  readLibrarySearch,
  writeLibrarySearch,
  type LibrarySearchFields,
} from "@promptloom/contracts/library-search-params";
import { useCallback, useMemo } from "react";

import { useSearchParamsUpdate } from "../../lib/use-search-params-update.ts";

/** The library's search state, kept in the address so results can be shared and Back works. */
export type LibrarySearch = LibrarySearchFields & {
  /** The open prompt's slug. */
  prompt: string;
};

const readSearch = (params: URLSearchParams): LibrarySearch => ({
  ...readLibrarySearch(params),
  prompt: params.get("prompt") ?? "",
});

/** The API query for a search, with the screen's fixed type (text or image prompts). */
export const toApiQuery = (search: LibrarySearch, type: PromptType | undefined): Record<string, string> => ({
  sort: search.sort,
  ...writeLibrarySearch(search),
  ...(type && { type }),
});

export const useLibrarySearch = () => {
  const [params, updateParams] = useSearchParamsUpdate();
  const search = useMemo(() => readSearch(params), [params]);

  /** Changes part of the search; opening or closing a prompt adds a history entry, typing does not. */
  const update = useCallback(
    (changes: Partial<LibrarySearch>, options: { replace?: boolean } = {}) => {
      updateParams(
        (current) => {
          const next = { ...readSearch(current), ...changes };
          return new URLSearchParams({ ...writeLibrarySearch(next), ...(next.prompt && { prompt: next.prompt }) });
        },
        { replace: options.replace ?? false },
      );
    },
    [updateParams],
  );

  return { search, update };
};
