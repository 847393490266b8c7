import type { CreateSavedPromptInput, UpdateSavedPromptInput } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import {
  createSavedPrompt,
  savedPromptsQueryKey,
  updateSavedPrompt,
} from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { foldersQueryKey } from "./get-folders.ts";

export type SavePromptInput =
  { id: null; changes: CreateSavedPromptInput } | { id: string; changes: UpdateSavedPromptInput };

/** Creates a prompt by hand (POST) or edits one (PATCH), which records a new version. */
export const saveSavedPrompt = (input: SavePromptInput) =>
  input.id === null ? createSavedPrompt(input.changes) : updateSavedPrompt(input.id, input.changes);

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
