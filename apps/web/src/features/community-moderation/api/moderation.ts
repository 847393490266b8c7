import type { CommunityPromptStatus } from "@promptloom/contracts/community-prompts";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export type QueueStatus = CommunityPromptStatus | "reported";

const queue = api.admin["community-prompts"];
const moderationQueryKey = ["admin", "community-prompts"] as const;

/** The members' community list (features/community) is keyed "community-prompts": a decision shows there at once. */
const memberCommunityQueryKey = ["community-prompts"] as const;

export const moderationQueueQueryOptions = (status: QueueStatus) =>
  infiniteQueryOptions({
    queryKey: [...moderationQueryKey, "queue", status],
    queryFn: ({ pageParam, signal }) =>
      unwrap(queue.$get({ query: pageParam ? { status, cursor: pageParam } : { status } }, withSignal(signal))),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useModerationQueue = (status: QueueStatus) => useInfiniteQuery(moderationQueueQueryOptions(status));

export const usePromptReports = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...moderationQueryKey, "reports", id],
    queryFn: async ({ signal }) =>
      (await unwrap(queue[":id"].reports.$get({ param: { id } }, withSignal(signal)))).items,
    enabled,
  });

/** Every decision reloads the queue (all tabs) and the members' community list. */
const useModeration = <Input>(send: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
        queryClient.invalidateQueries({ queryKey: memberCommunityQueryKey }),
      ]),
  });
};

export const useApprovePrompt = () =>
  useModeration((id: string) => unwrap(queue[":id"].approve.$post({ param: { id } })));

/** Rejects a submission or takes a published prompt down; the author sees the reason. */
export const useRejectPrompt = () =>
  useModeration(({ id, reason }: { id: string; reason: string }) =>
    unwrap(queue[":id"].reject.$post({ param: { id }, json: { reason } })),
  );

/** Takes a reported prompt down and closes its reports in one step. */
export const useRemovePrompt = () =>
  useModeration(({ id, reason }: { id: string; reason: string }) =>
    unwrap(queue[":id"].remove.$post({ param: { id }, json: { reason } })),
  );

export const useDismissReports = () =>
  useModeration((id: string) => unwrap(queue[":id"].reports.resolve.$post({ param: { id } })));

/** Stops (reason given) or lets again a member share community prompts. */
export const useSetSharingBan = () =>
  useModeration(({ userId, reason }: { userId: string; reason: string | null }) =>
    reason === null
      ? unwrap(api.admin.users[":id"]["community-ban"].$delete({ param: { id: userId } }))
      : unwrap(api.admin.users[":id"]["community-ban"].$post({ param: { id: userId }, json: { reason } })),
  );
