import type { Task, TaskPriority } from "@promptloom/contracts/planner";

import type { PlannerTaskRow } from "../../../db/schema/index.ts";

export const toTask = (row: PlannerTaskRow): Task => ({
  id: row.id,
  title: row.title,
  notes: row.notes,
  priority: row.priority as TaskPriority,
  estimateMinutes: row.estimateMinutes,
  dueDate: row.dueDate,
  done: row.done,
  doneAt: row.doneAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
