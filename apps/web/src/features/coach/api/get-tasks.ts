import type { TaskView } from "@promptloom/contracts/planner";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { browserTimeZone } from "../../../lib/browser-time-zone.ts";

/** Every planner query starts with this key, so one invalidation refreshes all views. */
export const plannerQueryKey = ["planner"] as const;
export const tasksQueryKey = (view: TaskView) => [...plannerQueryKey, "tasks", view] as const;

export const tasksQueryOptions = (view: TaskView) =>
  queryOptions({
    queryKey: tasksQueryKey(view),
    queryFn: async ({ signal }) =>
      unwrap(api.planner.tasks.$get({ query: { view, timeZone: browserTimeZone() } }, withSignal(signal))),
  });

export const useTasks = (view: TaskView) => useQuery(tasksQueryOptions(view));
