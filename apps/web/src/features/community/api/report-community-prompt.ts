import type { ReportCommunityPromptInput } from "@promptloom/contracts/community-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { communityQueryKey } from "./get-community-prompts.ts";

export const reportCommunityPrompt = ({ id, ...input }: ReportCommunityPromptInput & { id: string }) =>
  apiRequest<void>(`/api/community-prompts/${id}/report`, { body: input });

export const useReportCommunityPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportCommunityPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
};
