import type { CreateTaskInput, UpdateTaskInput } from "@promptloom/contracts/planner";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { plannerQueryKey } from "./get-tasks.ts";

export const createTask = (input: CreateTaskInput) => unwrap(api.planner.tasks.$post({ json: input }));

export const updateTask = ({ id, changes }: { id: string; changes: UpdateTaskInput }) =>
  unwrap(api.planner.tasks[":id"].$patch({ param: { id }, json: changes }));

export const deleteTask = (id: string) => unwrap(api.planner.tasks[":id"].$delete({ param: { id } }));

/** Every change to a task can move it between views, so all of them are refreshed. */
const useTaskMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerQueryKey }),
  });
};

export const useCreateTask = () => useTaskMutation(createTask);
export const useUpdateTask = () => useTaskMutation(updateTask);
export const useDeleteTask = () => useTaskMutation(deleteTask);
