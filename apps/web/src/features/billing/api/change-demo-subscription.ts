import type { PlanId } from "@promptloom/contracts/plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { toastError } from "../../../lib/toast.ts";
import { subscriptionQueryKey } from "./check-subscription.ts";

export type DemoSubscriptionChange = "cancel" | "resume" | { switchTo: PlanId };

const portal = api.billing.demo.portal;

export const changeDemoSubscription = (change: DemoSubscriptionChange) =>
  unwrap(
    change === "cancel"
      ? portal.cancel.$post()
      : change === "resume"
        ? portal.resume.$post()
        : portal.switch.$post({ json: { plan: change.switchTo } }),
  );

/** The demo portal's cancel, resume and switch; the answer is the member's new subscription state. */
export const useChangeDemoSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDemoSubscription,
    onSuccess: (state) => queryClient.setQueryData(subscriptionQueryKey, state),
    onError: () => toastError("Could not change the subscription."),
  });
};
