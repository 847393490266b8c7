import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { communityQueryKey } from "./get-community-prompts.ts";

export const voteCommunityPrompt = ({ id, hasVoted }: { id: string; hasVoted: boolean }) => {
  const vote = api["community-prompts"][":id"].vote;
  return unwrap(hasVoted ? vote.$post({ param: { id } }) : vote.$delete({ param: { id } }));
};

export const useVoteCommunityPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteCommunityPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
};
