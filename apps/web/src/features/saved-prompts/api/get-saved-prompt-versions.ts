import { queryOptions, useQuery } from "@tanstack/react-query";

import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const savedPromptVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...savedPromptsQueryKey, "versions", id],
    queryFn: async ({ signal }) =>
      (await unwrap(api["saved-prompts"][":id"].versions.$get({ param: { id } }, withSignal(signal)))).items,
  });

/** A prompt's history, newest version first. */
export const useSavedPromptVersions = (id: string) => useQuery(savedPromptVersionsQueryOptions(id));
