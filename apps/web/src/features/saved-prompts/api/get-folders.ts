import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const foldersQueryKey = ["folders"] as const;

export const foldersQueryOptions = queryOptions({
  queryKey: foldersQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.folders.$get({}, withSignal(signal)))).items,
});

export const useFolders = () => useQuery(foldersQueryOptions);
