import type { Task, WorkingHours } from "@promptloom/contracts/planner";
import { and, asc, desc, eq, gte } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { plannerTasks } from "../../../db/schema/index.ts";
import { readPlannerPreferences } from "../planner/planner-preferences.ts";
import { toTask } from "../planner/to-task.ts";

/** What the coach knows about the member when answering. */
export type CoachContext = {
  canSeeTasks: boolean;
  /** The member's local date, YYYY-MM-DD. */
  today: string;
  hours: WorkingHours;
  /** Open tasks in the member's own order; empty when the member has not shared them. */
  openTasks: Task[];
  /** Tasks finished in the last seven days, latest first; empty when not shared. */
  doneThisWeek: Task[];
};

const weekMs = 7 * 86_400_000;

export const loadCoachContext = async (options: {
  db: Database;
  userId: string;
  today: string;
  now: Date;
}): Promise<CoachContext> => {
  const { db, userId, today, now } = options;
  const { coachCanSeeTasks, ...hours } = await readPlannerPreferences(db, userId);
  if (!coachCanSeeTasks) return { canSeeTasks: false, today, hours, openTasks: [], doneThisWeek: [] };
  const mine = eq(plannerTasks.userId, userId);
  const [open, done] = await Promise.all([
    db
      .select()
      .from(plannerTasks)
      .where(and(mine, eq(plannerTasks.done, false)))
      .orderBy(asc(plannerTasks.position)),
    db
      .select()
      .from(plannerTasks)
      .where(and(mine, eq(plannerTasks.done, true), gte(plannerTasks.doneAt, new Date(now.getTime() - weekMs))))
      .orderBy(desc(plannerTasks.doneAt)),
  ]);
  return { canSeeTasks: true, today, hours, openTasks: open.map(toTask), doneThisWeek: done.map(toTask) };
};
