import type { SubmitCommunityPromptInput } from "@promptloom/contracts/community-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { communityQueryKey } from "./get-community-prompts.ts";

export const submitCommunityPrompt = (input: SubmitCommunityPromptInput) =>
  unwrap(api["community-prompts"].$post({ json: input }));

export const useSubmitCommunityPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCommunityPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
};
