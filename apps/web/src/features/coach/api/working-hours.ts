import type { WorkingHours } from "@promptloom/contracts/planner";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

const workingHoursQueryKey = ["planner", "working-hours"] as const;

export const workingHoursQueryOptions = queryOptions({
  queryKey: workingHoursQueryKey,
  queryFn: async ({ signal }) => unwrap(api.planner["working-hours"].$get({}, withSignal(signal))),
});

export const useWorkingHours = () => useQuery(workingHoursQueryOptions);

export const saveWorkingHours = (hours: WorkingHours) => unwrap(api.planner["working-hours"].$put({ json: hours }));

export const useSaveWorkingHours = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkingHours,
    onSuccess: (hours) => queryClient.setQueryData(workingHoursQueryKey, hours),
  });
};
