import type { CoachContext } from "../chat/load-coach-context.ts";
import { formatDuration } from "../planner/format-plan.ts";
import { orderForToday } from "../planner/plan-day.ts";
import { isOverdue, listTasks } from "./describe-task.ts";

const inAWeek = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

/** The last seven days from the member's tasks, and the three that matter next. */
export const reviewWeek = (context: CoachContext): string => {
  const { openTasks, doneThisWeek, today } = context;
  const overdue = openTasks.filter((task) => isOverdue(task, today));
  const comingUp = openTasks.filter(
    (task) => task.dueDate !== null && task.dueDate >= today && task.dueDate <= inAWeek(today),
  );
  const undated = openTasks.filter((task) => task.dueDate === null);
  const estimated = doneThisWeek.reduce((total, task) => total + (task.estimateMinutes ?? 0), 0);

  const sections: string[] = [];
  sections.push(
    doneThisWeek.length > 0
      ? `**Finished in the last 7 days: ${doneThisWeek.length}**${estimated > 0 ? ` (about ${formatDuration(estimated)} of estimated work)` : ""}\n${listTasks(doneThisWeek, today)}`
      : "**Finished in the last 7 days: none yet.** Mark tasks done in the planner as you finish them, so next week's review can show your progress.",
  );
  if (overdue.length > 0) {
    sections.push(
      `**Overdue: ${overdue.length}**. Give each a new date you can keep, or drop it.\n${listTasks(overdue, today)}`,
    );
  }
  if (comingUp.length > 0)
    sections.push(`**Due in the next 7 days: ${comingUp.length}**\n${listTasks(comingUp, today)}`);
  if (undated.length > 0) {
    sections.push(
      `**Without a due date: ${undated.length}.** Pick the ones that belong to next week and date them; the rest can wait.`,
    );
  }
  const next = orderForToday(openTasks).slice(0, 3);
  if (next.length > 0) sections.push(`**Your three for next week**\n${listTasks(next, today)}`);
  return sections.join("\n\n");
};
