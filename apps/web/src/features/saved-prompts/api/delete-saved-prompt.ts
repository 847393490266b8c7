import { useMutation, useQueryClient } from "@tanstack/react-query";

import { deleteSavedPrompt, savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { foldersQueryKey } from "./get-folders.ts";

export const useDeleteSavedPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedPrompt,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
      await queryClient.invalidateQueries({ queryKey: foldersQueryKey });
    },
  });
};
