import type { PromptType } from "@promptloom/contracts/library";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";
import { libraryQueryKey } from "./get-library-prompts.ts";

export const libraryCategoriesQueryOptions = (type: PromptType | undefined) =>
  queryOptions({
    queryKey: [...libraryQueryKey, "categories", type ?? "all"],
    queryFn: async ({ signal }) =>
      (await unwrap(api.library.categories.$get({ query: toQuery({ type }) }, withSignal(signal)))).items,
  });

export const useLibraryCategories = (type: PromptType | undefined) => useQuery(libraryCategoriesQueryOptions(type));
