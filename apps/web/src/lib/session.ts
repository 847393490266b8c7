import { queryOptions, useQuery } from "@tanstack/react-query";

import { authClient } from "./auth-client.ts";

export const sessionQueryKey = ["session"] as const;

/**
 * The signed-in user and profile (null when signed out). Cookies carry the session and the
 * server slides its expiry, so a periodic re-read is all the client needs to stay current.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: authClient.getMe,
  staleTime: 30_000,
  refetchInterval: 5 * 60 * 1000,
});

export const useSession = () => {
  const query = useQuery(sessionQueryOptions);
  const me = query.data ?? null;
  return {
    isLoading: query.isPending,
    isError: query.isError,
    user: me?.user ?? null,
    profile: me?.profile ?? null,
    isSignedIn: me !== null,
    isPaid: Boolean(me?.profile.isPaid && !me.profile.refunded),
    isAdmin: Boolean(me?.profile.isAdmin),
    refetch: query.refetch,
  };
};

export const useAuthConfig = () =>
  useQuery({ queryKey: ["auth-config"], queryFn: authClient.getConfig, staleTime: Infinity });
