import type { Task } from "@promptloom/contracts/planner";

import type { CoachContext } from "../chat/load-coach-context.ts";
import { orderForToday } from "../planner/plan-day.ts";
import { isUrgent, listTasks } from "./describe-task.ts";

/**
 * The member's open tasks in four groups, urgent (due by tomorrow) against important (high
 * priority), each in Plan my day's order.
 */
export const prioritiseList = (context: CoachContext): string => {
  const { openTasks, today } = context;
  if (openTasks.length === 0) {
    return "Your list is empty, so there is nothing to sort yet. Add what is on your mind to the planner, with a priority and a due date where there is one, then ask me again.";
  }
  const groups: { heading: string; advice: string; test: (task: Task) => boolean }[] = [
    {
      heading: "Do now",
      advice: "high priority and due by tomorrow",
      test: (task) => task.priority === "high" && isUrgent(task, today),
    },
    {
      heading: "Schedule",
      advice: "important, but there is time: give each one a slot this week",
      test: (task) => task.priority === "high",
    },
    {
      heading: "Squeeze in",
      advice: "due soon but less important: batch them, keep them short",
      test: (task) => isUrgent(task, today),
    },
    {
      heading: "Question",
      advice: "neither urgent nor important: schedule, delegate or delete",
      test: () => true,
    },
  ];
  const remaining = new Set(openTasks);
  const sections: string[] = [];
  for (const group of groups) {
    const members = orderForToday([...remaining].filter(group.test));
    members.forEach((task) => remaining.delete(task));
    if (members.length > 0) sections.push(`**${group.heading}** (${group.advice})\n${listTasks(members, today)}`);
  }
  const first = orderForToday(openTasks)[0];
  const start = first ? `\n\nStart with **${first.title}**.` : "";
  return `${sections.join("\n\n")}${start}`;
};
