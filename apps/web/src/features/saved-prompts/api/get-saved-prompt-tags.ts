import type { SavedPromptTag } from "@promptloom/contracts/saved-prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { savedPromptsQueryKey } from "../../../lib/saved-prompts-api.ts";

export const savedPromptTagsQueryOptions = queryOptions({
  queryKey: [...savedPromptsQueryKey, "tags"],
  queryFn: ({ signal }) =>
    apiRequest<{ items: SavedPromptTag[] }>("/api/saved-prompts/tags", { signal }).then((response) => response.items),
});

export const useSavedPromptTags = () => useQuery(savedPromptTagsQueryOptions);
