import { and, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { plannerTasks } from "../../../db/schema/index.ts";
import { AppError } from "../../../http/app-error.ts";

export const taskNotFound = () => AppError.notFound("Task not found");

/** This member's task with that id; another member's task is as good as missing. */
export const ownTask = (userId: string, id: string) => and(eq(plannerTasks.userId, userId), eq(plannerTasks.id, id));

export const findTask = async (options: { db: Database; userId: string; id: string }) => {
  const [row] = await options.db.select().from(plannerTasks).where(ownTask(options.userId, options.id));
  if (!row) throw taskNotFound();
  return row;
};
