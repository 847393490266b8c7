import type { Task, updateTaskSchema } from "@promptloom/contracts/planner";
import { sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../../db/client.ts";
import { plannerTasks } from "../../../db/schema/index.ts";
import { ownTask, taskNotFound } from "./find-task.ts";
import { toTask } from "./to-task.ts";

/** Changes a task; marking it done records when, reopening forgets it. */
export const updateTask = async (options: {
  db: Database;
  userId: string;
  id: string;
  changes: z.output<typeof updateTaskSchema>;
  now: Date;
}): Promise<Task> => {
  const { done, ...fields } = options.changes;
  const doneChanges =
    done === undefined
      ? {}
      : {
          done,
          doneAt: done ? sql`coalesce(${plannerTasks.doneAt}, ${options.now.toISOString()}::timestamptz)` : null,
        };
  const [row] = await options.db
    .update(plannerTasks)
    .set({ ...fields, ...doneChanges, updatedAt: sql`now()` })
    .where(ownTask(options.userId, options.id))
    .returning();
  if (!row) throw taskNotFound();
  return toTask(row);
};
