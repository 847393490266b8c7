import type { CoachSettingsInput } from "@promptloom/contracts/coach";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { coachStateQueryKey } from "./get-coach-state.ts";

const coachSettingsQueryKey = ["admin", "coach-settings"] as const;

export const coachSettingsQueryOptions = queryOptions({
  queryKey: coachSettingsQueryKey,
  queryFn: async ({ signal }) => unwrap(api.admin.coach.settings.$get({}, withSignal(signal))),
});

export const useCoachSettings = () => useQuery(coachSettingsQueryOptions);

export const saveCoachSettings = (settings: CoachSettingsInput) =>
  unwrap(api.admin.coach.settings.$put({ json: settings }));

export const useSaveCoachSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoachSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(coachSettingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: coachStateQueryKey });
    },
  });
};
