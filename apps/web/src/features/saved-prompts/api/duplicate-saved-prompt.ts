import { useMutation, useQueryClient } from "@tanstack/react-query";

import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { api, unwrap } from "../../../lib/api-client.ts";

export const duplicateSavedPrompt = (id: string) =>
  unwrap(api["saved-prompts"][":id"].duplicate.$post({ param: { id } }));

export const useDuplicateSavedPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateSavedPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey }),
  });
};
