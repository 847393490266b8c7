import type { DayPlan } from "@promptloom/contracts/planner";

import type { Database } from "../../../db/client.ts";
import { listTaskRows } from "./list-tasks.ts";
import { localClock } from "./local-clock.ts";
import { planDay } from "./plan-day.ts";
import { readPlannerPreferences } from "./planner-preferences.ts";
import { reorderTasks } from "./reorder-tasks.ts";
import { toTask } from "./to-task.ts";

/** Plans the member's today from now, and puts the Today list in the plan's order. */
export const planMyDay = async (options: {
  db: Database;
  userId: string;
  timeZone: string;
  now: Date;
}): Promise<DayPlan> => {
  const { db, userId } = options;
  const clock = localClock(options.now, options.timeZone);
  const hours = await readPlannerPreferences(db, userId);
  const rows = await listTaskRows({ db, userId, view: "today", today: clock.date });
  const plan = planDay({ tasks: rows.map(toTask), hours, date: clock.date, nowMinutes: clock.minutes });
  const order = [
    ...plan.blocks.flatMap((block) => (block.kind === "task" ? [block.taskId] : [])),
    ...plan.unscheduled.map((item) => item.taskId),
  ];
  if (order.length > 0) await reorderTasks({ db, userId, ids: order });
  return plan;
};
