import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const openApiDocumentQueryOptions = queryOptions({
  queryKey: ["openapi"],
  queryFn: async ({ signal }) => unwrap(api["openapi.json"].$get({}, withSignal(signal))),
});

export const useOpenApiDocument = () => useQuery(openApiDocumentQueryOptions);
