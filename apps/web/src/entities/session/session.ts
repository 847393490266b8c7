import { queryOptions, useQuery } from "@tanstack/react-query";

import { authClient } from "./auth-client.ts";
import { describeSession, getSession } from "./get-session.ts";

export const sessionQueryKey = ["session"] as const;

/**
 * The session in the app's cache. Cookies carry the session and the server slides its expiry, so
 * a periodic re-read is all the client needs to stay current.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 30_000,
  refetchInterval: 5 * 60 * 1000,
});

export const useSession = () => {
  const query = useQuery(sessionQueryOptions);
  return {
    isLoading: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    ...describeSession(query.data ?? null),
  };
};

export const authConfigQueryOptions = queryOptions({
  queryKey: ["auth-config"],
  queryFn: authClient.getConfig,
  staleTime: Infinity,
});

export const useAuthConfig = () => useQuery(authConfigQueryOptions);
