import type { CommunityPrompt, SubmitCommunityPromptInput } from "@promptloom/contracts/community-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { communityQueryKey } from "./get-community-prompts.ts";

export const submitCommunityPrompt = (input: SubmitCommunityPromptInput) =>
  apiRequest<CommunityPrompt>("/api/community-prompts", { body: input });

export const useSubmitCommunityPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCommunityPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
};
