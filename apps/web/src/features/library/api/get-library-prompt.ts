import type { LibraryItem } from "@promptloom/contracts/library-search";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { libraryQueryKey } from "./get-library-prompts.ts";

export const libraryPromptQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...libraryQueryKey, "prompt", slug],
    queryFn: ({ signal }) => apiRequest<LibraryItem>(`/api/library/${encodeURIComponent(slug)}`, { signal }),
  });

/** One library prompt by slug (or id). */
export const useLibraryPrompt = (slug: string) =>
  useQuery({ ...libraryPromptQueryOptions(slug), enabled: slug !== "" });
