import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

/** The library's categories, which community prompts share. */
export const promptCategoriesQueryOptions = queryOptions({
  queryKey: ["library", "categories", "all"],
  queryFn: async ({ signal }) => (await unwrap(api.library.categories.$get({ query: {} }, withSignal(signal)))).items,
});

export const usePromptCategories = () => useQuery(promptCategoriesQueryOptions);
