import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

const docsQueryKey = ["docs"] as const;

export const docsListQueryOptions = queryOptions({
  queryKey: [...docsQueryKey, "list"],
  queryFn: async ({ signal }) => (await unwrap(api.docs.$get({}, withSignal(signal)))).items,
  // The pages change only with a new release.
  staleTime: Infinity,
});
export const useDocsList = () => useQuery(docsListQueryOptions);

export const docPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...docsQueryKey, "page", slug],
    queryFn: async ({ signal }) => unwrap(api.docs[":slug"].$get({ param: { slug } }, withSignal(signal))),
    staleTime: Infinity,
    enabled: slug !== "",
  });
export const useDocPage = (slug: string) => useQuery(docPageQueryOptions(slug));

export const docSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...docsQueryKey, "search", q],
    queryFn: async ({ signal }) => (await unwrap(api.docs.search.$get({ query: { q } }, withSignal(signal)))).items,
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
export const useDocSearch = (q: string) => useQuery(docSearchQueryOptions(q));
