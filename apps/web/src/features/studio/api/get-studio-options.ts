import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const studioOptionsQueryKey = ["studio", "options"] as const;

/** The option sets members pick from, hidden ones left out. */
export const studioOptionsQueryOptions = queryOptions({
  queryKey: studioOptionsQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.studio.options.$get({}, withSignal(signal)))).items,
});

export const useStudioOptions = () => useQuery(studioOptionsQueryOptions);
