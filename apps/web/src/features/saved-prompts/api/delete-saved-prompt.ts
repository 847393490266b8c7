import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { foldersQueryKey } from "./get-folders.ts";
import { savedPromptsQueryKey } from "./get-saved-prompts.ts";

export const deleteSavedPrompt = (id: string) => apiRequest<void>(`/api/saved-prompts/${id}`, { method: "DELETE" });

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
