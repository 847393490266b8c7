import type { ListResponse } from "@promptloom/contracts/list";
import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { deleteSavedPrompt, savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { voicePromptsQueryKey } from "./get-voice-prompts.ts";

/** Deletes one of the member's voice prompts and drops it from the list at once (and from My Prompts). */
export const useDeleteVoicePrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedPrompt,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ListResponse<SavedPrompt>>(voicePromptsQueryKey, (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== id), total: list.total - 1 } : list,
      );
      return queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
    },
  });
};
