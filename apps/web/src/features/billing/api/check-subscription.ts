import type { SubscriptionState } from "@promptloom/contracts/billing";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";

/** The member's access and subscription; the server re-reads it from the provider when it may. */
export const checkSubscription = () => apiRequest<SubscriptionState>("/api/functions/check-subscription", { body: {} });

export const subscriptionQueryKey = ["subscription"] as const;

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: checkSubscription,
});

export const useSubscription = () => useQuery(subscriptionQueryOptions);
