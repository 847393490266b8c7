import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { libraryQueryKey } from "./get-library-prompts.ts";

export const libraryPromptQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...libraryQueryKey, "prompt", slug],
    queryFn: ({ signal }) =>
      unwrap(api.library[":id"].$get({ param: { id: encodeURIComponent(slug) } }, withSignal(signal))),
  });

/** One library prompt by slug (or id). */
export const useLibraryPrompt = (slug: string) =>
  useQuery({ ...libraryPromptQueryOptions(slug), enabled: slug !== "" });
