import type { ListCommunityPromptsQuery } from "@promptloom/contracts/community-prompts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";

export const communityQueryKey = ["community-prompts"] as const;

export const communityPromptsQueryOptions = (query: ListCommunityPromptsQuery) =>
  infiniteQueryOptions({
    queryKey: [...communityQueryKey, "list", query],
    queryFn: ({ pageParam, signal }) =>
      unwrap(api["community-prompts"].$get({ query: toQuery({ ...query, cursor: pageParam }) }, withSignal(signal))),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** Approved community prompts, or the member's own submissions with `scope: "mine"`. */
export const useCommunityPrompts = (query: ListCommunityPromptsQuery) =>
  useInfiniteQuery(communityPromptsQueryOptions(query));
