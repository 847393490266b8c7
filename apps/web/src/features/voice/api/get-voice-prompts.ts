import { limits } from "@promptloom/contracts/limits";
import type { ListResponse } from "@promptloom/contracts/list";
import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { savedPromptsQueryKey } from "../../../lib/saved-prompts-api.ts";

export const voicePromptsQueryKey = [...savedPromptsQueryKey, { source: "voice" }] as const;

/** The member's newest voice prompts (50), newest first. */
export const getVoicePrompts = (signal?: AbortSignal) =>
  apiRequest<ListResponse<SavedPrompt>>(`/api/saved-prompts?source=voice&limit=${limits.voicePromptsListLimit}`, {
    signal,
  });

export const voicePromptsQueryOptions = queryOptions({
  queryKey: voicePromptsQueryKey,
  queryFn: ({ signal }) => getVoicePrompts(signal),
});

export const useVoicePrompts = () => useQuery(voicePromptsQueryOptions);
