import { limits } from "@promptloom/contracts/limits";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { savedPromptsQueryKey } from "../../../entities/saved-prompts/saved-prompts-api.ts";
import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const voicePromptsQueryKey = [...savedPromptsQueryKey, { source: "voice" }] as const;

/** The member's newest voice prompts (50), newest first. */
export const getVoicePrompts = (signal?: AbortSignal) =>
  unwrap(
    api["saved-prompts"].$get(
      { query: { source: "voice", limit: String(limits.voicePromptsListLimit) } },
      withSignal(signal),
    ),
  );

export const voicePromptsQueryOptions = queryOptions({
  queryKey: voicePromptsQueryKey,
  queryFn: ({ signal }) => getVoicePrompts(signal),
});

export const useVoicePrompts = () => useQuery(voicePromptsQueryOptions);
