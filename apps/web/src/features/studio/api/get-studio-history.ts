import type { RecordStudioPromptInput } from "@promptloom/contracts/studio/studio-history";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const studioHistoryQueryKey = ["studio", "history"] as const;

/** The member's studio prompts, newest first. */
export const studioHistoryQueryOptions = queryOptions({
  queryKey: studioHistoryQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.studio.history.$get({}, withSignal(signal)))).items,
});

export const useStudioHistory = () => useQuery(studioHistoryQueryOptions);

/** Puts a copied, saved or sent prompt in the history; the server writes its text. */
export const useRecordStudioPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordStudioPromptInput) => unwrap(api.studio.history.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioHistoryQueryKey }),
  });
};

export const useDeleteStudioHistory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      unwrap(id ? api.studio.history[":id"].$delete({ param: { id } }) : api.studio.history.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioHistoryQueryKey }),
  });
};
