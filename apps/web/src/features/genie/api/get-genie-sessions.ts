import { queryOptions } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const genieSessionsQueryKey = ["genie", "sessions"] as const;

/** The member's recent Genie sessions, most recently used first. */
export const genieSessionsQueryOptions = queryOptions({
  queryKey: genieSessionsQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.genie.sessions.$get({}, withSignal(signal)))).items,
});
