import { useMutation, useQueryClient } from "@tanstack/react-query";

import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { api, unwrap } from "../../../lib/api-client.ts";
import { foldersQueryKey } from "./get-folders.ts";

export const deleteFolder = (id: string) => unwrap(api.folders[":id"].$delete({ param: { id } }));

/** Deletes a folder and its subfolders; their prompts stay, unfiled. */
export const useDeleteFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: foldersQueryKey });
      await queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
    },
  });
};
