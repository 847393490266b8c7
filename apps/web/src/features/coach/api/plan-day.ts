import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { browserTimeZone } from "../../../lib/browser-time-zone.ts";
import { plannerQueryKey } from "./get-tasks.ts";

export const planDay = () => unwrap(api.planner["plan-day"].$post({ json: { timeZone: browserTimeZone() } }));

/** Plans today; the Today list comes back in the plan's order. */
export const usePlanDay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerQueryKey }),
  });
};
