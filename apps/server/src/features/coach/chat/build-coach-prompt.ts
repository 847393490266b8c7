import type { CoachMessage, CoachSettings, CoachTone, PlaybookId } from "@promptloom/contracts/coach";

import type { ChatMessage } from "../../../providers/ai/text-ai-provider.ts";
import { formatShortDate } from "../planner/format-plan.ts";
import { describeTask } from "../playbooks/describe-task.ts";
import type { CoachContext } from "./load-coach-context.ts";

const toneInstructions: Record<CoachTone, string> = {
  encouraging: "Tone: encouraging. Notice progress and make the next step feel doable.",
  direct: "Tone: direct. Short sentences, clear recommendations, no padding.",
  calm: "Tone: calm and reassuring. Slow things down and reduce overwhelm.",
  cheerful: "Tone: cheerful and upbeat, with light humour where it fits.",
};

/** The most tasks written into the prompt; a longer list is cut with a note. */
const tasksInPrompt = 60;
const noteLength = 200;

const describeTasks = (context: CoachContext) => {
  if (!context.canSeeTasks) {
    return 'You cannot see the member\'s task list: they have not shared it with you. If they ask about their tasks, tell them they can turn on "Share my tasks with the coach" above the chat.';
  }
  const lines = context.openTasks.slice(0, tasksInPrompt).map((task) => {
    const note = task.notes.trim() ? ` Notes: ${task.notes.trim().replace(/\s+/g, " ").slice(0, noteLength)}` : "";
    return `- ${describeTask(task, context.today)}.${note}`;
  });
  if (context.openTasks.length > tasksInPrompt) lines.push(`- …and ${context.openTasks.length - tasksInPrompt} more`);
  const done = context.doneThisWeek.map((task) => `- ${task.title}`);
  return [
    `Today is ${formatShortDate(context.today)} (${context.today}). The member works ${context.hours.workStart}–${context.hours.workEnd}.`,
    lines.length > 0 ? `Their open tasks, in their own order:\n${lines.join("\n")}` : "Their task list is empty.",
    done.length > 0 ? `Finished in the last 7 days:\n${done.join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
};

/**
 * The conversation sent to the model: the admin's system prompt and tone, what the member has
 * shared, the playbook they chose, the latest history and the new message.
 */
export const buildCoachPrompt = (options: {
  settings: CoachSettings;
  context: CoachContext;
  history: CoachMessage[];
  message: string;
  playbook: PlaybookId | undefined;
}): ChatMessage[] => {
  const { settings, context, history, message } = options;
  const playbook = settings.playbooks.find((item) => item.id === options.playbook);
  const system = [
    settings.systemPrompt,
    toneInstructions[settings.tone],
    describeTasks(context),
    playbook ? `The member chose "${playbook.title}": ${playbook.description} Answer with that in mind.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const earlier = settings.historyMessages > 0 ? history.slice(-settings.historyMessages) : [];
  return [
    { role: "system", content: system },
    ...earlier.map((item): ChatMessage => ({
      role: item.role === "member" ? "user" : "assistant",
      content: item.content,
    })),
    { role: "user", content: message },
  ];
};
