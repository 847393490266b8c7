import { queryOptions, useQuery } from "@tanstack/react-query";

import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const savedPromptTagsQueryOptions = queryOptions({
  queryKey: [...savedPromptsQueryKey, "tags"],
  queryFn: async ({ signal }) => (await unwrap(api["saved-prompts"].tags.$get({}, withSignal(signal)))).items,
});

export const useSavedPromptTags = () => useQuery(savedPromptTagsQueryOptions);
