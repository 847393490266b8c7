import type { Database } from "../../../db/client.ts";
import { plannerTasks } from "../../../db/schema/index.ts";
import { ownTask, taskNotFound } from "./find-task.ts";

export const deleteTask = async (options: { db: Database; userId: string; id: string }): Promise<void> => {
  const deleted = await options.db
    .delete(plannerTasks)
    .where(ownTask(options.userId, options.id))
    .returning({ id: plannerTasks.id });
  if (deleted.length === 0) throw taskNotFound();
};
