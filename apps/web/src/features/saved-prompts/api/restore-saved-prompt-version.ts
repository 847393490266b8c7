import { useMutation, useQueryClient } from "@tanstack/react-query";

import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { api, unwrap } from "../../../lib/api-client.ts";

export const restoreSavedPromptVersion = ({ id, version }: { id: string; version: number }) =>
  unwrap(api["saved-prompts"][":id"].versions[":version"].restore.$post({ param: { id, version: String(version) } }));

/** Brings an earlier version back as the newest one. */
export const useRestoreSavedPromptVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSavedPromptVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey }),
  });
};
