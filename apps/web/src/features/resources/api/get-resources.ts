import type { ResourceQuery } from "@promptloom/contracts/resources";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";

export const resourcesQueryKey = ["resources"] as const;

export const resourcesQueryOptions = (query: ResourceQuery) =>
  queryOptions({
    queryKey: [...resourcesQueryKey, "list", query],
    queryFn: async ({ signal }) => unwrap(api.resources.$get({ query: toQuery(query) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

export const useResources = (query: ResourceQuery) => useQuery(resourcesQueryOptions(query));
