import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { voicePromptsQueryKey } from "./get-voice-prompts.ts";

export const renameVoicePrompt = ({ id, title }: { id: string; title: string }) =>
  apiRequest<SavedPrompt>(`/api/saved-prompts/${encodeURIComponent(id)}`, { method: "PATCH", body: { title } });

export const useRenameVoicePrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameVoicePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicePromptsQueryKey }),
  });
};
