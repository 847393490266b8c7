import type { SavedPromptFilters } from "@promptloom/contracts/saved-prompts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";

const PAGE_SIZE = 30;

export const savedPromptsQueryOptions = (filters: SavedPromptFilters) =>
  infiniteQueryOptions({
    queryKey: [...savedPromptsQueryKey, "list", filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api["saved-prompts"].$get(
          { query: toQuery({ ...filters, limit: PAGE_SIZE, cursor: pageParam }) },
          withSignal(signal),
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** The member's prompts matching the filters, newest first, a page at a time. */
export const useSavedPrompts = (filters: SavedPromptFilters) => useInfiniteQuery(savedPromptsQueryOptions(filters));
