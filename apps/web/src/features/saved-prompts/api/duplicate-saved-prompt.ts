import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";

export const duplicateSavedPrompt = (id: string) =>
  unwrap(api["saved-prompts"][":id"].duplicate.$post({ param: { id } }));

export const useDuplicateSavedPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateSavedPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey }),
  });
};
