import type { ImportFileInput, ImportReport } from "@promptloom/contracts/prompt-transfer";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { savedPromptsQueryKey } from "../../../lib/saved-prompts-api.ts";
import { foldersQueryKey } from "./get-folders.ts";

export const importSavedPrompts = (input: ImportFileInput) =>
  apiRequest<ImportReport>("/api/saved-prompts/import", { body: input });

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
