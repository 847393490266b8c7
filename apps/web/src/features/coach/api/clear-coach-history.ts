import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { coachStateQueryKey } from "./get-coach-state.ts";

export const clearCoachHistory = () => unwrap(api.coach.messages.$delete());

export const useClearCoachHistory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCoachHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachStateQueryKey }),
  });
};
