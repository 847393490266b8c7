import type { Task } from "@promptloom/contracts/planner";

import type { CoachContext } from "../chat/load-coach-context.ts";
import { formatDuration } from "../planner/format-plan.ts";
import { orderForToday } from "../planner/plan-day.ts";
import { describeTask, isOverdue } from "./describe-task.ts";

/**
 * The task most likely being avoided: the one chosen, else the longest overdue, else the oldest
 * high-priority task, else the first in Plan my day's order.
 */
export const pickAvoidedTask = (context: CoachContext, chosen: Task | null): Task | null => {
  if (chosen) return chosen;
  const overdue = context.openTasks
    .filter((task) => isOverdue(task, context.today))
    .sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
  if (overdue[0]) return overdue[0];
  const high = context.openTasks
    .filter((task) => task.priority === "high")
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return high[0] ?? orderForToday(context.openTasks)[0] ?? null;
};

/** A two-minute start and one timed session for the task being put off. */
export const beatProcrastination = (context: CoachContext, chosen: Task | null): string => {
  const task = pickAvoidedTask(context, chosen);
  if (!task) {
    return "Your list is empty, so nothing is waiting on you in the planner. If something is nagging at you, add it as a task, even as a rough title, and ask me again.";
  }
  const firstNote = task.notes.split("\n").find((line) => line.trim() !== "");
  const steps = [
    `**Two-minute start.** Open what you need for "${task.title}" and do the smallest visible action: write the first sentence, the subject line, or the list of questions.`,
    "**One 25-minute timer.** Work on this task only. When it rings, you may stop with a clear conscience, or keep going.",
  ];
  if (task.estimateMinutes && task.estimateMinutes > 60) {
    steps.push(
      `**Forget the ${formatDuration(task.estimateMinutes)}.** You are not committing to the whole task today, only to the first session. Ask me to break it down if the next step is unclear.`,
    );
  }
  if (firstNote) steps.push(`**Your own note:** "${firstNote.trim()}". Start there.`);
  steps.push("**Mark progress.** Write down where you stopped and the next action, so restarting is easy.");
  return `The task to move today: ${describeTask(task, context.today)}.\n\n${steps.map((step, index) => `${index + 1}. ${step}`).join("\n")}`;
};
