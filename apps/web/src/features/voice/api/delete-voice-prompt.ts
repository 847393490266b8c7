import type { ListResponse } from "@promptloom/contracts/list";
import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { voicePromptsQueryKey } from "./get-voice-prompts.ts";

export const deleteVoicePrompt = (id: string) =>
  apiRequest<void>(`/api/saved-prompts/${encodeURIComponent(id)}`, { method: "DELETE" });

/** Deletes one of the member's voice prompts and drops it from the list at once. */
export const useDeleteVoicePrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoicePrompt,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ListResponse<SavedPrompt>>(voicePromptsQueryKey, (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== id), total: list.total - 1 } : list,
      );
      return queryClient.invalidateQueries({ queryKey: voicePromptsQueryKey });
    },
  });
};
