import type { PromptType } from "@promptloom/contracts/library";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";
import { libraryQueryKey } from "./get-library-prompts.ts";

export const libraryTagsQueryOptions = (type: PromptType | undefined, category: string) =>
  queryOptions({
    queryKey: [...libraryQueryKey, "tags", type ?? "all", category],
    queryFn: async ({ signal }) =>
      (await unwrap(api.library.tags.$get({ query: toQuery({ type, category }) }, withSignal(signal)))).items,
  });

/** The most used tags, for the tag filter. */
export const useLibraryTags = (type: PromptType | undefined, category: string) =>
  useQuery(libraryTagsQueryOptions(type, category));
