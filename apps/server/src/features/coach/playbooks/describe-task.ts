import { taskPriorityLabels, type Task } from "@promptloom/contracts/planner";

import { formatDuration, formatShortDate } from "../planner/format-plan.ts";

/** The day after a YYYY-MM-DD date. */
export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const isOverdue = (task: Task, today: string) => task.dueDate !== null && task.dueDate < today;

/** Due today, overdue or due tomorrow: it cannot wait for next week's plan. */
export const isUrgent = (task: Task, today: string) => task.dueDate !== null && task.dueDate <= nextDay(today);

export const describeDue = (task: Task, today: string) => {
  if (!task.dueDate) return "no due date";
  if (task.dueDate === today) return "due today";
  if (task.dueDate < today) return `overdue since ${formatShortDate(task.dueDate)}`;
  if (task.dueDate === nextDay(today)) return "due tomorrow";
  return `due ${formatShortDate(task.dueDate)}`;
};

/** "**Send the invoice**: high priority, due today, 20 min" as a Markdown list line's text. */
export const describeTask = (task: Task, today: string) => {
  const parts = [`${taskPriorityLabels[task.priority].toLowerCase()} priority`, describeDue(task, today)];
  if (task.estimateMinutes) parts.push(formatDuration(task.estimateMinutes));
  return `**${task.title}**: ${parts.join(", ")}`;
};

/** A Markdown list of at most `max` tasks, saying how many more there are. */
export const listTasks = (tasks: Task[], today: string, max = 8) => {
  const lines = tasks.slice(0, max).map((task) => `- ${describeTask(task, today)}`);
  if (tasks.length > max) lines.push(`- …and ${tasks.length - max} more`);
  return lines.join("\n");
};
