import type { CreateSavedPromptInput, SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { createSavedPrompt, savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";

type SaveVoicePromptInput = Pick<CreateSavedPromptInput, "title" | "rawText" | "perfectedText">;

/** Stores a voice result as a saved prompt with source `voice`; an empty answer is an error. */
export const saveVoicePrompt = async (input: SaveVoicePromptInput): Promise<SavedPrompt> => {
  const created: SavedPrompt | null = await createSavedPrompt({ ...input, source: "voice" });
  if (!created) throw new Error("The saved prompt was not returned");
  return created;
};

/** Saves a voice result; My Prompts and the voice list both show it when they open next. */
export const useSaveVoicePrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoicePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey }),
  });
};
