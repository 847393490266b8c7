import type { CreateSavedPromptInput, SavedPrompt, UpdateSavedPromptInput } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { foldersQueryKey } from "./get-folders.ts";
import { savedPromptsQueryKey } from "./get-saved-prompts.ts";

export type SavePromptInput =
  { id: null; changes: CreateSavedPromptInput } | { id: string; changes: UpdateSavedPromptInput };

/** Creates a prompt by hand (POST) or edits one (PATCH), which records a new version. */
export const saveSavedPrompt = ({ id, changes }: SavePromptInput) =>
  id
    ? apiRequest<SavedPrompt>(`/api/saved-prompts/${id}`, { method: "PATCH", body: changes })
    : apiRequest<SavedPrompt>("/api/saved-prompts", { body: changes });

export const useSaveSavedPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSavedPrompt,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
      await queryClient.invalidateQueries({ queryKey: foldersQueryKey });
    },
  });
};
