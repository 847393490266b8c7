import type { DiscordCommunityInput } from "@promptloom/contracts/discord";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

const discordQueryKey = ["discord"] as const;

export const discordCommunityQueryOptions = queryOptions({
  queryKey: discordQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.discord.$get({}, withSignal(signal)))).community,
});
export const useDiscordCommunity = () => useQuery(discordCommunityQueryOptions);

const adminDiscordQueryOptions = queryOptions({
  queryKey: ["admin", ...discordQueryKey],
  queryFn: async ({ signal }) => (await unwrap(api.admin.discord.$get({}, withSignal(signal)))).community,
});
export const useAdminDiscordCommunity = () => useQuery(adminDiscordQueryOptions);

export const saveDiscordCommunity = (community: DiscordCommunityInput) =>
  unwrap(api.admin.discord.$put({ json: community }));

export const useSaveDiscordCommunity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscordCommunity,
    onSuccess: ({ community }) => {
      queryClient.setQueryData(adminDiscordQueryOptions.queryKey, community);
      queryClient.setQueryData(discordQueryKey, community);
    },
  });
};
