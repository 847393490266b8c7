import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { savedPromptsQueryKey, updateSavedPrompt } from "../../../entities/saved-prompts/saved-prompts-api.ts";

export const renameVoicePrompt = ({ id, title }: { id: string; title: string }): Promise<SavedPrompt> =>
  updateSavedPrompt(id, { title });

export const useRenameVoicePrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameVoicePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey }),
  });
};
