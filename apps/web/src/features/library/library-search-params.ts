import type { PromptType } from "@promptloom/contracts/library";
import { librarySorts, type LibrarySort } from "@promptloom/contracts/library-search";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** The library's search state, kept in the address so results can be shared and Back works. */
export type LibrarySearch = {
  q: string;
  category: string;
  tags: string[];
  model: string;
  sort: LibrarySort;
  favorites: boolean;
  /** The open prompt's slug. */
  prompt: string;
};

const readSearch = (params: URLSearchParams): LibrarySearch => {
  const sort = params.get("sort");
  return {
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
    tags: (params.get("tags") ?? "").split(",").filter(Boolean),
    model: params.get("model") ?? "",
    sort: librarySorts.includes(sort as LibrarySort) ? (sort as LibrarySort) : "relevance",
    favorites: params.get("favorites") === "true",
    prompt: params.get("prompt") ?? "",
  };
};

/** The API query for a search, with the screen's fixed type (text or image prompts). */
export const toApiQuery = (search: LibrarySearch, type: PromptType | undefined): Record<string, string> => {
  const query: Record<string, string> = { sort: search.sort };
  if (search.q) query.q = search.q;
  if (search.category) query.category = search.category;
  if (search.tags.length > 0) query.tags = search.tags.join(",");
  if (search.model) query.model = search.model;
  if (search.favorites) query.favorites = "true";
  if (type) query.type = type;
  return query;
};

export const useLibrarySearch = () => {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);

  /** Changes part of the search; opening or closing a prompt adds a history entry, typing does not. */
  const update = useCallback(
    (changes: Partial<LibrarySearch>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...readSearch(current), ...changes };
          const written = new URLSearchParams();
          if (next.q) written.set("q", next.q);
          if (next.category) written.set("category", next.category);
          if (next.tags.length > 0) written.set("tags", next.tags.join(","));
          if (next.model) written.set("model", next.model);
          if (next.sort !== "relevance") written.set("sort", next.sort);
          if (next.favorites) written.set("favorites", "true");
          if (next.prompt) written.set("prompt", next.prompt);
          return written;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { search, update };
};
