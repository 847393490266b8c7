import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { browserTimeZone } from "../../../lib/browser-time-zone.ts";

export const coachStateQueryKey = ["coach"] as const;

export const coachStateQueryOptions = queryOptions({
  queryKey: coachStateQueryKey,
  queryFn: async ({ signal }) => unwrap(api.coach.$get({ query: { timeZone: browserTimeZone() } }, withSignal(signal))),
});

export const useCoachState = () => useQuery(coachStateQueryOptions);
