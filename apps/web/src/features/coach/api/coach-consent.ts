import type { CoachState } from "@promptloom/contracts/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { coachStateQueryKey } from "./get-coach-state.ts";

export const setCoachConsent = (canSeeTasks: boolean) => unwrap(api.coach.consent.$put({ json: { canSeeTasks } }));

export const useSetCoachConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCoachConsent,
    onSuccess: ({ canSeeTasks }) =>
      queryClient.setQueryData<CoachState>(coachStateQueryKey, (state) => (state ? { ...state, canSeeTasks } : state)),
  });
};
