import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { savedPromptsQueryKey } from "../../../lib/saved-prompts-api.ts";

export const restoreSavedPromptVersion = ({ id, version }: { id: string; version: number }) =>
  apiRequest<SavedPrompt>(`/api/saved-prompts/${id}/versions/${version}/restore`, { method: "POST" });

/** Brings an earlier version back as the newest one. */
export const useRestoreSavedPromptVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSavedPromptVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey }),
  });
};
