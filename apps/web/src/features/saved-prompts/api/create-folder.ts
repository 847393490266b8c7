import type { CreateFolderInput, PromptFolder } from "@promptloom/contracts/prompt-folders";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { foldersQueryKey } from "./get-folders.ts";

export const createFolder = (input: CreateFolderInput) => apiRequest<PromptFolder>("/api/folders", { body: input });

export const useCreateFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foldersQueryKey }),
  });
};
