import { queryOptions, useQuery } from "@tanstack/react-query";

import { billingApi } from "./billing-api.ts";

export const subscriptionQueryKey = ["subscription"] as const;

/** The member's subscription as the provider last reported it (check-subscription also refreshes it). */
export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: billingApi.checkSubscription,
});

export const useSubscription = () => useQuery(subscriptionQueryOptions);
