import { plannerLimits, type Task } from "@promptloom/contracts/planner";

import type { CoachContext } from "../chat/load-coach-context.ts";
import { formatDuration } from "../planner/format-plan.ts";
import { describeTask } from "./describe-task.ts";

/** The longest work session a step asks for. */
const sessionMinutes = 45;

/** Lines of the notes written as a list ("- call Sam", "1. draft"), which are the member's own steps. */
const listedSteps = (notes: string) =>
  notes
    .split("\n")
    .map((line) => line.match(/^\s*(?:[-*•]|\d+[.)])\s+(.+)$/)?.[1]?.trim())
    .filter((step): step is string => Boolean(step));

const splitIntoSessions = (minutes: number) => {
  const count = Math.max(1, Math.ceil(minutes / sessionMinutes));
  const base = Math.floor(minutes / count / 5) * 5;
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? minutes - base * (count - 1) : base));
};

/** Steps of 45 minutes or less for one task, from its notes when they list steps. */
export const breakDownTask = (context: CoachContext, task: Task | null): string => {
  if (!task) {
    return "You have no open task to break down. Add the big task to the planner (a rough estimate helps), then choose it and ask me again.";
  }
  const total = task.estimateMinutes ?? plannerLimits.defaultEstimateMinutes * 2;
  const own = listedSteps(task.notes);
  const steps = [`**Define done.** Write one sentence that says what "${task.title}" looks like when it is finished.`];
  if (own.length > 0) {
    const each = Math.max(5, Math.round(total / own.length / 5) * 5);
    own.forEach((step) => steps.push(`**${step}** (about ${formatDuration(each)})`));
  } else {
    steps.push("**Gather what you need** (5 min): files, links, and the answers you need from other people.");
    splitIntoSessions(total).forEach((minutes, index, sessions) =>
      steps.push(
        index === 0
          ? `**Rough first version** (${formatDuration(minutes)}): the core of the work, ugly is fine.`
          : `**Work session ${index + 1} of ${sessions.length}** (${formatDuration(minutes)}): continue where the last one stopped; end by noting the next action.`,
      ),
    );
  }
  steps.push(`**Review and finish** (10 min): check it against your definition of done, then send or file it.`);
  const estimate = task.estimateMinutes
    ? `It is estimated at ${formatDuration(task.estimateMinutes)}.`
    : `It has no estimate, so I assumed ${formatDuration(total)}; add one in the planner for a better split.`;
  return `${describeTask(task, context.today)}. ${estimate}\n\n${steps.map((step, index) => `${index + 1}. ${step}`).join("\n")}`;
};
