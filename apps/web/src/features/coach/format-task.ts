import { taskPriorityLabels, type Task } from "@promptloom/contracts/planner";

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** 45 → "45 min", 90 → "1 h 30 min". */
export const formatMinutes = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/** How a task's due date reads next to it, relative to the member's today. */
export const describeDueDate = (dueDate: string | null, today: string) => {
  if (!dueDate) return null;
  if (dueDate === today) return "Due today";
  const day = dayFormat.format(new Date(`${dueDate}T00:00:00Z`));
  return dueDate < today ? `Overdue since ${day}` : `Due ${day}`;
};

/** The short facts under a task's title: priority, estimate, due date. */
export const describeTask = (task: Task, today: string) =>
  [
    `${taskPriorityLabels[task.priority]} priority`,
    task.estimateMinutes ? formatMinutes(task.estimateMinutes) : null,
    describeDueDate(task.dueDate, today),
  ].filter((part): part is string => part !== null);
