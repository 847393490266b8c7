import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { savedPromptsQueryKey } from "../../../lib/saved-prompts-api.ts";

export const duplicateSavedPrompt = (id: string) =>
  apiRequest<SavedPrompt>(`/api/saved-prompts/${id}/duplicate`, { method: "POST" });

export const useDuplicateSavedPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateSavedPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey }),
  });
};
