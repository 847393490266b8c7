import type { CoachState } from "@promptloom/contracts/coach";

import type { Database } from "../../../db/client.ts";
import type { TextAiProvider } from "../../../providers/ai/text-ai-provider.ts";
import { localClock } from "../planner/local-clock.ts";
import { readPlannerPreferences } from "../planner/planner-preferences.ts";
import { readMessagesToday } from "./coach-daily-usage.ts";
import { listCoachMessages } from "./coach-history.ts";
import { readCoachSettings } from "./coach-settings.ts";

export const offlineCoachLabel = "Offline coach (playbooks)";

/** Everything the coach screen shows: who answers, the consent, today's count and the history. */
export const readCoachState = async (options: {
  db: Database;
  textAi: TextAiProvider;
  userId: string;
  timeZone: string;
  now: Date;
}): Promise<CoachState> => {
  const { db, textAi, userId } = options;
  const day = localClock(options.now, options.timeZone).date;
  const [settings, preferences, messagesToday, messages] = await Promise.all([
    readCoachSettings(db),
    readPlannerPreferences(db, userId),
    readMessagesToday(db, userId, day),
    listCoachMessages(db, userId),
  ]);
  return {
    engine: textAi.chat ? "model" : "offline",
    engineLabel: textAi.chat ? textAi.engineLabel : offlineCoachLabel,
    canSeeTasks: preferences.coachCanSeeTasks,
    dailyMessageLimit: settings.dailyMessageLimit,
    messagesToday,
    playbooks: settings.playbooks
      .filter((playbook) => playbook.isEnabled)
      .map(({ id, title, description }) => ({ id, title, description })),
    messages,
  };
};
