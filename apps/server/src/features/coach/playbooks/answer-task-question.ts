import type { Task } from "@promptloom/contracts/planner";

import type { CoachContext } from "../chat/load-coach-context.ts";
import { formatDuration } from "../planner/format-plan.ts";
import { orderForToday } from "../planner/plan-day.ts";
import { describeTask, isOverdue, listTasks, nextDay } from "./describe-task.ts";

/**
 * Plain questions about the planner that no playbook covers ("what is overdue?", "what is due
 * tomorrow?", "how much is on my list?", "when is the launch deck due?"), answered from the
 * member's tasks. Null when the message asks none of these.
 */
type TaskQuestion = {
  pattern: RegExp;
  answer: (context: CoachContext, named: Task | null) => string;
};

const totalEstimate = (tasks: Task[]) => tasks.reduce((sum, task) => sum + (task.estimateMinutes ?? 0), 0);

const dueOn = (tasks: Task[], date: string) => tasks.filter((task) => task.dueDate === date);

const questions: TaskQuestion[] = [
  {
    // A task named in the message, asked about: when it is due, how big it is.
    pattern: /\b(when|due|deadline|how\s+long|estimate|status)\b/i,
    answer: (context, named) => (named ? `${describeTask(named, context.today)}.` : ""),
  },
  {
    pattern: /\b(overdue|late|behind|missed)\b/i,
    answer: (context) => {
      const overdue = context.openTasks.filter((task) => isOverdue(task, context.today));
      return overdue.length === 0
        ? "Nothing is overdue. Well kept."
        : `${overdue.length === 1 ? "One task is" : `${overdue.length} tasks are`} overdue:\n${listTasks(overdue, context.today)}\n\nPick one to finish or move its date today, so the list tells the truth again.`;
    },
  },
  {
    pattern: /\btomorrow\b/i,
    answer: (context) => {
      const tomorrow = dueOn(context.openTasks, nextDay(context.today));
      return tomorrow.length === 0
        ? "Nothing is due tomorrow."
        : `Due tomorrow:\n${listTasks(tomorrow, context.today)}`;
    },
  },
  {
    pattern: /\b(today|my\s+day|this\s+morning|this\s+afternoon)\b/i,
    answer: (context) => {
      const today = dueOn(context.openTasks, context.today);
      const first = orderForToday(context.openTasks)[0];
      const due = today.length === 0 ? "Nothing is due today." : `Due today:\n${listTasks(today, context.today)}`;
      return first ? `${due}\n\nStart with ${describeTask(first, context.today)}.` : due;
    },
  },
  {
    pattern: /\b(how\s+(many|much)|workload|on\s+my\s+(list|plate)|left\s+to\s+do)\b/i,
    answer: (context) => {
      const open = context.openTasks;
      if (open.length === 0) return "Your list is empty: no open tasks.";
      const minutes = totalEstimate(open);
      const estimated = open.filter((task) => task.estimateMinutes).length;
      const size =
        minutes > 0
          ? ` The ${estimated} with an estimate add up to ${formatDuration(minutes)}.`
          : " None has an estimate yet; adding them lets me tell you how long the list is.";
      return `You have ${open.length} open ${open.length === 1 ? "task" : "tasks"}.${size}\n\n${listTasks(orderForToday(open), context.today, 5)}`;
    },
  },
];

export const answerTaskQuestion = (context: CoachContext, message: string, named: Task | null): string | null => {
  for (const question of questions) {
    if (!question.pattern.test(message)) continue;
    const answer = question.answer(context, named);
    if (answer) return answer;
  }
  return null;
};
