import type { ImportFileInput } from "@promptloom/contracts/prompt-transfer";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { api, unwrap } from "../../../lib/api-client.ts";
import { foldersQueryKey } from "./get-folders.ts";

export const importSavedPrompts = (input: ImportFileInput) =>
  unwrap(api["saved-prompts"].import.$post({ json: input }));

export const useImportSavedPrompts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSavedPrompts,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
      await queryClient.invalidateQueries({ queryKey: foldersQueryKey });
    },
  });
};
