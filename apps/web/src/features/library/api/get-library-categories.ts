import type { PromptType } from "@promptloom/contracts/library";
import type { LibraryCategoryItem } from "@promptloom/contracts/library-search";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { libraryQueryKey } from "./get-library-prompts.ts";

export const libraryCategoriesQueryOptions = (type: PromptType | undefined) =>
  queryOptions({
    queryKey: [...libraryQueryKey, "categories", type ?? "all"],
    queryFn: ({ signal }) =>
      apiRequest<{ items: LibraryCategoryItem[] }>(`/api/library/categories${type ? `?type=${type}` : ""}`, {
        signal,
      }).then((response) => response.items),
  });

export const useLibraryCategories = (type: PromptType | undefined) => useQuery(libraryCategoriesQueryOptions(type));
