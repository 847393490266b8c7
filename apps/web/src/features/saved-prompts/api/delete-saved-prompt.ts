import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import {
  createSavedPrompt,
  deleteSavedPrompt,
  savedPromptsQueryKey,
} from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { foldersQueryKey } from "./get-folders.ts";

const useRefreshAfter = () => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
    await queryClient.invalidateQueries({ queryKey: foldersQueryKey });
  };
};

export const useDeleteSavedPrompt = () => {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: deleteSavedPrompt, onSuccess: refresh });
};

/** Undo of a delete: the prompt is saved again as it was (title, text, folder, tags, origin). */
export const useUndoDeleteSavedPrompt = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (prompt: SavedPrompt) =>
      createSavedPrompt({
        title: prompt.title,
        rawText: prompt.rawText,
        perfectedText: prompt.perfectedText,
        source: prompt.source,
        folderId: prompt.folderId,
        tags: prompt.tags,
        originId: prompt.originId,
      }),
    onSuccess: refresh,
  });
};
