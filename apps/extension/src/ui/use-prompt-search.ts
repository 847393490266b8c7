import { useEffect, useState } from "react";

import { sendRequest, type SearchResults } from "../lib/extension-requests.ts";

const searchDelayMs = 200;

export type SearchState =
  { status: "loading" } | { status: "done"; results: SearchResults } | { status: "failed"; message: string };

/**
 * My Prompts and the library for what the member typed, searched a moment after they stop typing;
 * the library's image prompts too when `withImages`.
 */
export const usePromptSearch = (query: string, withImages: boolean): SearchState => {
  const [state, setState] = useState<SearchState>({ status: "loading" });
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      sendRequest("search", { query: query.trim(), withImages })
        .then((results) => isCurrent && setState({ status: "done", results }))
        .catch((error: unknown) => isCurrent && setState({ status: "failed", message: (error as Error).message }));
    }, searchDelayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query, withImages]);
  return state;
};
