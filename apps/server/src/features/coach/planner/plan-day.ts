import {
  plannerLimits,
  taskPriorities,
  taskPriorityLabels,
  type DayPlan,
  type PlanBlock,
  type Task,
  type WorkingHours,
} from "@promptloom/contracts/planner";

import { formatDuration, formatShortDate } from "./format-plan.ts";
import { toClockTime, toMinutes } from "./local-clock.ts";

/** Focus this long in a row earns a break of `breakMinutes` before the next task. */
export const focusMinutesBeforeBreak = 90;
export const breakMinutes = 15;
/** Plans start on a five-minute mark. */
const slotMinutes = 5;

type PlanInput = {
  /** Today's open tasks in the member's own order. */
  tasks: Task[];
  hours: WorkingHours;
  /** The member's local date and time. */
  date: string;
  nowMinutes: number;
};

const rankOf = (task: Task) => taskPriorities.indexOf(task.priority);
const minutesOf = (task: Task) => task.estimateMinutes ?? plannerLimits.defaultEstimateMinutes;

/**
 * Priority first (high, medium, low), then the earliest due date (overdue first, undated last),
 * then the shorter task; the member's own order settles the rest. Sorting is stable.
 */
export const orderForToday = (tasks: Task[]): Task[] =>
  [...tasks].sort(
    (a, b) =>
      rankOf(a) - rankOf(b) ||
      (a.dueDate ?? "9999-12-31").localeCompare(b.dueDate ?? "9999-12-31") ||
      minutesOf(a) - minutesOf(b),
  );

const describeDue = (task: Task, date: string) => {
  if (!task.dueDate) return "no due date";
  if (task.dueDate === date) return "due today";
  return `overdue since ${formatShortDate(task.dueDate)}`;
};

const describeTask = (task: Task, date: string) => {
  const length = task.estimateMinutes
    ? formatDuration(task.estimateMinutes)
    : `no estimate, ${formatDuration(plannerLimits.defaultEstimateMinutes)} assumed`;
  return `${taskPriorityLabels[task.priority]} priority, ${describeDue(task, date)}, ${length}.`;
};

const explanationRules = [
  "Higher priority first: high, then medium, then low.",
  "Within a priority, the earliest due date first: overdue tasks lead, tasks without a due date come last.",
  "When those are equal, the shorter task first, so quick wins are out of the way.",
];

/**
 * Orders today's tasks and lays them out as time blocks from now (or the start of the working
 * day) to its end, with a break after every long stretch of focus. Tasks that do not fit are
 * listed, in order, as unscheduled; a shorter task further down may still fill the time left.
 */
export const planDay = ({ tasks, hours, date, nowMinutes }: PlanInput): DayPlan => {
  const workStart = toMinutes(hours.workStart);
  const workEnd = toMinutes(hours.workEnd);
  const start = Math.max(workStart, Math.ceil(nowMinutes / slotMinutes) * slotMinutes);
  const blocks: PlanBlock[] = [];
  const unscheduled: DayPlan["unscheduled"] = [];
  let cursor = start;
  let focus = 0;

  for (const task of orderForToday(tasks)) {
    const minutes = minutesOf(task);
    const needsBreak = focus >= focusMinutesBeforeBreak;
    const begins = needsBreak ? cursor + breakMinutes : cursor;
    if (begins + minutes > workEnd) {
      unscheduled.push({ taskId: task.id, title: task.title, minutes });
      continue;
    }
    if (needsBreak) {
      blocks.push({ kind: "break", start: toClockTime(cursor), end: toClockTime(begins), minutes: breakMinutes });
      focus = 0;
    }
    blocks.push({
      kind: "task",
      taskId: task.id,
      title: task.title,
      priority: task.priority,
      start: toClockTime(begins),
      end: toClockTime(begins + minutes),
      minutes,
      isEstimateAssumed: task.estimateMinutes === null,
      reason: describeTask(task, date),
    });
    cursor = begins + minutes;
    focus += minutes;
  }

  const planned = blocks.filter((block) => block.kind === "task");
  const work = planned.reduce((total, block) => total + block.minutes, 0);
  const hasBreaks = blocks.some((block) => block.kind === "break");
  const explanation = [
    ...explanationRules,
    ...(hasBreaks ? [`A ${breakMinutes}-minute break follows every ${focusMinutesBeforeBreak} minutes of focus.`] : []),
    ...(unscheduled.length > 0
      ? [
          `${unscheduled.length === 1 ? "One task does" : `${unscheduled.length} tasks do`} not fit before ${hours.workEnd}; ${unscheduled.length === 1 ? "it stays" : "they stay"} on your Today list for later or tomorrow.`,
        ]
      : []),
  ];

  let summary: string;
  if (tasks.length === 0) summary = "Nothing is due today. Add tasks to Today, then plan your day.";
  else if (start >= workEnd) summary = `Your working day ended at ${hours.workEnd}. Nothing more is planned for today.`;
  else if (planned.length === 0) summary = `None of today's tasks fits in the time left before ${hours.workEnd}.`;
  else {
    const last = blocks.at(-1);
    summary = `${planned.length} ${planned.length === 1 ? "task" : "tasks"}, ${formatDuration(work)} of work, from ${toClockTime(start)} to ${last?.end ?? toClockTime(start)}.`;
  }

  return {
    date,
    start: toClockTime(Math.min(start, workEnd)),
    workStart: hours.workStart,
    workEnd: hours.workEnd,
    blocks,
    unscheduled,
    explanation,
    summary,
  };
};
