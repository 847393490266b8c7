import { plannerLimits, type createTaskSchema, type Task } from "@promptloom/contracts/planner";
import { and, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../../db/client.ts";
import { plannerTasks } from "../../../db/schema/index.ts";
import { AppError } from "../../../http/app-error.ts";
import { toTask } from "./to-task.ts";

/** Adds a task at the end of the member's list. */
export const createTask = async (options: {
  db: Database;
  userId: string;
  input: z.output<typeof createTaskSchema>;
}): Promise<Task> => {
  const { db, userId, input } = options;
  const [open] = await db
    .select({ count: count() })
    .from(plannerTasks)
    .where(and(eq(plannerTasks.userId, userId), eq(plannerTasks.done, false)));
  if ((open?.count ?? 0) >= plannerLimits.openTasksMax) {
    throw AppError.conflict(
      `You have ${plannerLimits.openTasksMax} open tasks. Finish or delete some before adding more.`,
    );
  }
  const nextPosition = sql<number>`(select coalesce(max(${plannerTasks.position}), 0) + 1 from ${plannerTasks} where ${plannerTasks.userId} = ${userId})`;
  const [row] = await db
    .insert(plannerTasks)
    .values({ ...input, userId, position: nextPosition })
    .returning();
  if (!row) throw new Error("The task was not stored");
  return toTask(row);
};
