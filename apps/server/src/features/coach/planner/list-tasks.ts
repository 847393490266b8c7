import { plannerLimits, type TaskList, type TaskView } from "@promptloom/contracts/planner";
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { plannerTasks } from "../../../db/schema/index.ts";
import { toTask } from "./to-task.ts";

/**
 * Today holds the open tasks due today or earlier and those with no due date; Upcoming the open
 * tasks due later, soonest first; Done the finished ones, latest first.
 */
const views: Record<TaskView, (today: string) => { where: SQL | undefined; orderBy: SQL[]; limit?: number }> = {
  today: (today) => ({
    where: and(eq(plannerTasks.done, false), or(isNull(plannerTasks.dueDate), lte(plannerTasks.dueDate, today))),
    orderBy: [asc(plannerTasks.position)],
  }),
  upcoming: (today) => ({
    where: and(eq(plannerTasks.done, false), gt(plannerTasks.dueDate, today)),
    orderBy: [asc(plannerTasks.dueDate), asc(plannerTasks.position)],
  }),
  done: () => ({
    where: eq(plannerTasks.done, true),
    orderBy: [desc(plannerTasks.doneAt), desc(plannerTasks.position)],
    limit: plannerLimits.doneListMax,
  }),
};

export const listTaskRows = async (options: { db: Database; userId: string; view: TaskView; today: string }) => {
  const view = views[options.view](options.today);
  const query = options.db
    .select()
    .from(plannerTasks)
    .where(and(eq(plannerTasks.userId, options.userId), view.where))
    .orderBy(...view.orderBy);
  return view.limit ? query.limit(view.limit) : query;
};

export const listTasks = async (options: {
  db: Database;
  userId: string;
  view: TaskView;
  today: string;
}): Promise<TaskList> => ({
  items: (await listTaskRows(options)).map(toTask),
  today: options.today,
});
