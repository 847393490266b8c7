import type { PromptType } from "@promptloom/contracts/library";
import type { LibraryTag } from "@promptloom/contracts/library-search";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { libraryQueryKey } from "./get-library-prompts.ts";

export const libraryTagsQueryOptions = (type: PromptType | undefined, category: string) =>
  queryOptions({
    queryKey: [...libraryQueryKey, "tags", type ?? "all", category],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (type) params.set("type", type);
      if (category) params.set("category", category);
      return apiRequest<{ items: LibraryTag[] }>(`/api/library/tags?${params.toString()}`, { signal }).then(
        (response) => response.items,
      );
    },
  });

/** The most used tags, for the tag filter. */
export const useLibraryTags = (type: PromptType | undefined, category: string) =>
  useQuery(libraryTagsQueryOptions(type, category));
