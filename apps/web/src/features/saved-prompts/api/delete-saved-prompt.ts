import { useMutation, useQueryClient } from "@tanstack/react-query";

import {
  deleteSavedPrompt,
  restoreDeletedSavedPrompt,
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

/** Undo of a delete: the server puts the prompt back with its id, filing and version history. */
export const useUndoDeleteSavedPrompt = () => {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: restoreDeletedSavedPrompt, onSuccess: refresh });
};
