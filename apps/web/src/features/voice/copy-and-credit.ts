import { voiceMessages } from "@promptloom/contracts/voice";

import { toast } from "../../lib/toast.ts";
import { announceMinutesSaved, trackUsage } from "../../lib/track-usage.ts";

/** Copies a saved voice prompt and credits the 15 minutes it saves, with the '+15 min saved' toast. */
export const copyAndCredit = async (prompt: { id: string; perfectedText: string }) => {
  try {
    await navigator.clipboard.writeText(prompt.perfectedText);
  } catch {
    toast({ ...voiceMessages.copyFailed, variant: "destructive" });
    return;
  }
  try {
    announceMinutesSaved(
      await trackUsage({ event: "prompt_copied", category: "voice", source: "voice", prompt_id: prompt.id }),
    );
  } catch {
    toast({ ...voiceMessages.trackingFailed, variant: "destructive" });
  }
};
