import { isServer, QueryClient } from "@tanstack/react-query";

import { ApiError } from "./api-client.ts";

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The specification's cache policy: stale after 5 minutes, kept 30, up to 3 retries except on
 * 4xx, back-off from 1 s doubling to 30 s, no refetch on focus, refetch on reconnect, mutations
 * retry once.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        // A page prerendered at build time is thrown away after rendering: no collection timer.
        gcTime: isServer ? Infinity : 30 * 60 * 1000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      },
    },
  });
