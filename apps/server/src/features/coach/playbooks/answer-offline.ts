import type { CoachSettings, PlaybookId, PlaybookSettings } from "@promptloom/contracts/coach";
import type { Task } from "@promptloom/contracts/planner";

import type { CoachContext } from "../chat/load-coach-context.ts";
import { orderForToday } from "../planner/plan-day.ts";
import { answerTaskQuestion } from "./answer-task-question.ts";
import { beatProcrastination } from "./beat-procrastination.ts";
import { breakDownTask } from "./break-down-task.ts";
import { pickPlaybook } from "./pick-playbook.ts";
import { prioritiseList } from "./prioritise-list.ts";
import { reviewWeek } from "./review-week.ts";

const offlineNotice =
  "_I am the offline coach: no AI model is connected, so I answer with playbooks built from your tasks._";

const builders: Record<PlaybookId, (context: CoachContext, task: Task | null) => string> = {
  prioritise: (context) => prioritiseList(context),
  "break-down": (context, task) => breakDownTask(context, task ?? orderForToday(context.openTasks)[0] ?? null),
  "weekly-review": (context) => reviewWeek(context),
  procrastination: (context, task) => beatProcrastination(context, task),
};

/** The open task the message names by its title, longest title first (the most specific). */
const taskNamedIn = (message: string, tasks: Task[]) =>
  [...tasks]
    .sort((a, b) => b.title.length - a.title.length)
    .find((task) => message.toLowerCase().includes(task.title.toLowerCase())) ?? null;

/** The question as asked, quoted on one line and kept short. */
const quote = (message: string) => {
  const line = message.replace(/\s+/g, " ").trim();
  return `“${line.length > 120 ? `${line.slice(0, 117)}…` : line}”`;
};

/** What the offline coach cannot do with this message, said plainly, then what it can do. */
const cannotAnswer = (message: string, playbooks: PlaybookSettings[]) => {
  const asked = message.trim()
    ? `I cannot answer ${quote(message)} offline: without an AI model I can only work with your planner's tasks.`
    : "";
  return [asked, menu(playbooks)].filter(Boolean).join("\n\n");
};

const menu = (playbooks: PlaybookSettings[]) =>
  playbooks.length === 0
    ? "No playbooks are switched on at the moment, so I cannot help offline. Please try again later."
    : `I can help with one of these:\n${playbooks
        .map((playbook) => `- **${playbook.title}**: ${playbook.description}`)
        .join(
          "\n",
        )}\n\nI can also tell you what is due today or tomorrow, what is overdue, how much is on your list, or when a task is due (name it).\n\nPress one of the buttons above the message box, or ask in your own words.`;

/** An empty list, to tell whether a message asks about the tasks without reading any. */
const sampleContext = (context: CoachContext): CoachContext => ({ ...context, openTasks: [], doneThisWeek: [] });

const withTips = (playbook: PlaybookSettings, body: string) =>
  [
    playbook.intro,
    body,
    playbook.tips.length > 0 ? `**Tips**\n${playbook.tips.map((tip) => `- ${tip}`).join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");

/**
 * The offline coach's answer: it says plainly that it is offline, then answers the question
 * asked: the playbook the member chose (or asked for in words) applied to their actual tasks, a
 * plain question about the planner answered from the tasks, or else what it cannot do, and what
 * it can.
 */
export const answerOffline = (options: {
  settings: CoachSettings;
  context: CoachContext;
  message: string;
  playbook: PlaybookId | undefined;
  taskId: string | undefined;
}): string => {
  const { settings, context, message } = options;
  const enabled = settings.playbooks.filter((playbook) => playbook.isEnabled);
  const id = options.playbook ?? pickPlaybook(message);
  const playbook = enabled.find((item) => item.id === id);
  if (!playbook) {
    const named = context.canSeeTasks ? taskNamedIn(message, context.openTasks) : null;
    const answer = context.canSeeTasks ? answerTaskQuestion(context, message, named) : null;
    if (answer) return `${offlineNotice}\n\n${answer}`;
    if (!context.canSeeTasks && answerTaskQuestion(sampleContext(context), message, null)) {
      return `${offlineNotice}\n\nI cannot see your tasks because you have not shared them with the coach. Turn on **Share my tasks with the coach** and ask again.`;
    }
    return `${offlineNotice}\n\n${cannotAnswer(message, enabled)}`;
  }

  if (!context.canSeeTasks) {
    const body =
      "I cannot see your tasks because you have not shared them with the coach. Turn on **Share my tasks with the coach** and ask again, and I will build this from your actual list. Until then, here is the general advice.";
    return `${offlineNotice}\n\n${withTips(playbook, body)}`;
  }
  const chosen =
    context.openTasks.find((task) => task.id === options.taskId) ?? taskNamedIn(message, context.openTasks);
  return `${offlineNotice}\n\n${withTips(playbook, builders[playbook.id](context, chosen))}`;
};
