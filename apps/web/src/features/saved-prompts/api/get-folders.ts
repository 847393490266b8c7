import type { PromptFolder } from "@promptloom/contracts/prompt-folders";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";

export const foldersQueryKey = ["folders"] as const;

export const foldersQueryOptions = queryOptions({
  queryKey: foldersQueryKey,
  queryFn: ({ signal }) =>
    apiRequest<{ items: PromptFolder[] }>("/api/folders", { signal }).then((response) => response.items),
});

export const useFolders = () => useQuery(foldersQueryOptions);
