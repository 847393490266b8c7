import type { SubscriptionState } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { toastError } from "../../../lib/toast.ts";
import { subscriptionQueryKey } from "./check-subscription.ts";

export type DemoSubscriptionChange = "cancel" | "resume" | { switchTo: PlanId };

export const changeDemoSubscription = (change: DemoSubscriptionChange) =>
  typeof change === "string"
    ? apiRequest<SubscriptionState>(`/api/billing/demo/portal/${change}`, { body: {} })
    : apiRequest<SubscriptionState>("/api/billing/demo/portal/switch", { body: { plan: change.switchTo } });

/** The demo portal's cancel, resume and switch; the answer is the member's new subscription state. */
export const useChangeDemoSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDemoSubscription,
    onSuccess: (state) => queryClient.setQueryData(subscriptionQueryKey, state),
    onError: () => toastError("Could not change the subscription."),
  });
};
