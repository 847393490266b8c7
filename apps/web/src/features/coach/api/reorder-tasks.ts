import type { TaskList, TaskView } from "@promptloom/contracts/planner";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { plannerQueryKey, tasksQueryKey } from "./get-tasks.ts";

export const reorderTasks = (ids: string[]) => unwrap(api.planner.tasks.order.$put({ json: { ids } }));

/** Shows the new order at once and puts the old one back if the server refuses it. */
export const useReorderTasks = (view: TaskView) => {
  const queryClient = useQueryClient();
  const key = tasksQueryKey(view);
  return useMutation({
    mutationFn: reorderTasks,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TaskList>(key);
      if (previous) {
        const byId = new Map(previous.items.map((task) => [task.id, task]));
        const items = ids.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData<TaskList>(key, { ...previous, items });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerQueryKey }),
  });
};
