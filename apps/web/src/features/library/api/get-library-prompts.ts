import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const libraryQueryKey = ["library"] as const;

export const getLibraryPrompts = (query: Record<string, string>, cursor: string | null, signal?: AbortSignal) =>
  unwrap(api.library.$get({ query: cursor ? { ...query, cursor } : query }, withSignal(signal)));

export const libraryPromptsQueryOptions = (query: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: [...libraryQueryKey, "list", query],
    queryFn: ({ pageParam, signal }) => getLibraryPrompts(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** Library search results, a page at a time. */
export const useLibraryPrompts = (query: Record<string, string>) => useInfiniteQuery(libraryPromptsQueryOptions(query));
