import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { resourcesQueryKey } from "./get-resources.ts";

export const resourceQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...resourcesQueryKey, "one", slug],
    queryFn: async ({ signal }) => unwrap(api.resources[":slug"].$get({ param: { slug } }, withSignal(signal))),
    enabled: slug !== "",
  });

export const useResource = (slug: string) => useQuery(resourceQueryOptions(slug));

/** Where the browser downloads a resource's file. */
export const resourceFileUrl = (slug: string) => api.resources[":slug"].file.$path({ param: { slug } });
