import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";

/** The member's access and subscription; the server re-reads it from the provider when it may. */
export const checkSubscription = () => unwrap(api.functions["check-subscription"].$post());

export const subscriptionQueryKey = ["subscription"] as const;

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: checkSubscription,
});

export const useSubscription = () => useQuery(subscriptionQueryOptions);
