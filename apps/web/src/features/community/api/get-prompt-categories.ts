import type { LibraryCategoryItem } from "@promptloom/contracts/library-search";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";

/** The library's categories, which community prompts share. */
export const promptCategoriesQueryOptions = queryOptions({
  queryKey: ["library", "categories", "all"],
  queryFn: ({ signal }) =>
    apiRequest<{ items: LibraryCategoryItem[] }>("/api/library/categories", { signal }).then(
      (response) => response.items,
    ),
});

export const usePromptCategories = () => useQuery(promptCategoriesQueryOptions);
