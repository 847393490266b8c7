import type { SavedPromptVersion } from "@promptloom/contracts/saved-prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { savedPromptsQueryKey } from "../../../lib/saved-prompts-api.ts";

export const savedPromptVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...savedPromptsQueryKey, "versions", id],
    queryFn: ({ signal }) =>
      apiRequest<{ items: SavedPromptVersion[] }>(`/api/saved-prompts/${id}/versions`, { signal }).then(
        (response) => response.items,
      ),
  });

/** A prompt's history, newest version first. */
export const useSavedPromptVersions = (id: string) => useQuery(savedPromptVersionsQueryOptions(id));
