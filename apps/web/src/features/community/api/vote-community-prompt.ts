import type { VoteResponse } from "@promptloom/contracts/community-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { communityQueryKey } from "./get-community-prompts.ts";

export const voteCommunityPrompt = ({ id, hasVoted }: { id: string; hasVoted: boolean }) =>
  apiRequest<VoteResponse>(`/api/community-prompts/${id}/vote`, { method: hasVoted ? "POST" : "DELETE" });

export const useVoteCommunityPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteCommunityPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
};
