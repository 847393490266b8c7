import { queryOptions } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const usageSummaryQueryKey = ["usage-summary"] as const;

export const usageSummaryQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: [...usageSummaryQueryKey, timeZone],
    // Live events keep it current while the dashboard is open; coming back re-reads it.
    staleTime: 0,
    queryFn: ({ signal }) => unwrap(api.usage.summary.$get({ query: { timeZone } }, withSignal(signal))),
  });
