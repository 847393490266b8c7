import type { ListResponse } from "@promptloom/contracts/list";
import type { SavedPrompt, SavedPromptFilters } from "@promptloom/contracts/saved-prompts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { savedPromptsQueryKey } from "../../../lib/saved-prompts-api.ts";

export const toFilterParams = (filters: SavedPromptFilters) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value));
  return params;
};

export const savedPromptsQueryOptions = (filters: SavedPromptFilters) =>
  infiniteQueryOptions({
    queryKey: [...savedPromptsQueryKey, "list", filters],
    queryFn: ({ pageParam, signal }) => {
      const params = toFilterParams(filters);
      params.set("limit", "30");
      if (pageParam) params.set("cursor", pageParam);
      return apiRequest<ListResponse<SavedPrompt>>(`/api/saved-prompts?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** The member's prompts matching the filters, newest first, a page at a time. */
export const useSavedPrompts = (filters: SavedPromptFilters) => useInfiniteQuery(savedPromptsQueryOptions(filters));
