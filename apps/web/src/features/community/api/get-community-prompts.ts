import type { CommunityPrompt, ListCommunityPromptsQuery } from "@promptloom/contracts/community-prompts";
import type { ListResponse } from "@promptloom/contracts/list";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";

export const communityQueryKey = ["community-prompts"] as const;

export const communityPromptsQueryOptions = (query: ListCommunityPromptsQuery) =>
  infiniteQueryOptions({
    queryKey: [...communityQueryKey, "list", query],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (typeof value === "string" && value !== "") params.set(name, value);
        if (typeof value === "number") params.set(name, String(value));
      }
      if (pageParam) params.set("cursor", pageParam);
      return apiRequest<ListResponse<CommunityPrompt>>(`/api/community-prompts?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** Approved community prompts, or the member's own submissions with `scope: "mine"`. */
export const useCommunityPrompts = (query: ListCommunityPromptsQuery) =>
  useInfiniteQuery(communityPromptsQueryOptions(query));
