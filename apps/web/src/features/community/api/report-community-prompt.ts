import type { ReportCommunityPromptInput } from "@promptloom/contracts/community-prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { communityQueryKey } from "./get-community-prompts.ts";

export const reportCommunityPrompt = ({ id, ...input }: ReportCommunityPromptInput & { id: string }) =>
  unwrap(api["community-prompts"][":id"].report.$post({ param: { id }, json: input }));

export const useReportCommunityPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportCommunityPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
};
