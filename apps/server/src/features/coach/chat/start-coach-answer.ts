import type { CoachEngine, CoachMessage, sendCoachMessageSchema } from "@promptloom/contracts/coach";
import type { z } from "zod";

import type { Database } from "../../../db/client.ts";
import type { TextAiProvider } from "../../../providers/ai/text-ai-provider.ts";
import { taskNotFound } from "../planner/find-task.ts";
import { localClock } from "../planner/local-clock.ts";
import { answerOffline } from "../playbooks/answer-offline.ts";
import { buildCoachPrompt } from "./build-coach-prompt.ts";
import { consumeDailyMessage } from "./coach-daily-usage.ts";
import { listCoachMessages, storeCoachMessage } from "./coach-history.ts";
import { readCoachSettings } from "./coach-settings.ts";
import { loadCoachContext } from "./load-coach-context.ts";

/**
 * Checks and stores the member's message, then hands back the answer as pieces of text: the
 * model's stream, or the offline playbook answer in one piece. Refusals (an unknown task, the
 * daily limit) are thrown before anything is stored, so they become plain HTTP errors.
 */
export const startCoachAnswer = async (options: {
  db: Database;
  textAi: TextAiProvider;
  userId: string;
  input: z.output<typeof sendCoachMessageSchema>;
  now: Date;
  signal: AbortSignal;
}): Promise<{ question: CoachMessage; engine: CoachEngine; pieces: AsyncIterable<string> | Iterable<string> }> => {
  const { db, textAi, userId, input, now } = options;
  const clock = localClock(now, input.timeZone);
  const [settings, context] = await Promise.all([
    readCoachSettings(db),
    loadCoachContext({ db, userId, today: clock.date, now }),
  ]);
  if (input.taskId && context.canSeeTasks && !context.openTasks.some((task) => task.id === input.taskId)) {
    throw taskNotFound();
  }

  if (!textAi.chat) {
    const question = await storeCoachMessage(db, { userId, role: "member", content: input.content });
    const answer = answerOffline({
      settings,
      context,
      message: input.content,
      playbook: input.playbook,
      taskId: input.taskId,
    });
    // Complete at once: a stream of one piece.
    return { question, engine: "offline", pieces: [answer] };
  }

  await consumeDailyMessage({
    db,
    userId,
    day: clock.date,
    limit: settings.dailyMessageLimit,
    secondsToMidnight: (24 * 60 - clock.minutes) * 60,
  });
  const history = settings.historyMessages > 0 ? await listCoachMessages(db, userId, settings.historyMessages) : [];
  const question = await storeCoachMessage(db, { userId, role: "member", content: input.content });
  const messages = buildCoachPrompt({ settings, context, history, message: input.content, playbook: input.playbook });
  return { question, engine: "model", pieces: textAi.chat({ messages }, { signal: options.signal }) };
};
