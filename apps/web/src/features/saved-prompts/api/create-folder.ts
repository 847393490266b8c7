import type { CreateFolderInput } from "@promptloom/contracts/prompt-folders";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { foldersQueryKey } from "./get-folders.ts";

export const createFolder = (input: CreateFolderInput) => unwrap(api.folders.$post({ json: input }));

export const useCreateFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foldersQueryKey }),
  });
};
