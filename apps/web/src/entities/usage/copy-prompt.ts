import { copyMessages, describeCredit, usageMessages, type TrackUsageResponse } from "@promptloom/contracts/usage";

import { toast } from "../../lib/toast.ts";
import { trackUsage } from "./track-usage.ts";

export type PromptOrigin = { promptId: string | null; source: string; category?: string | undefined };

type Credited = (response: TrackUsageResponse) => void;

/** A success toast whose description says what the server really credited. */
export const toastCredited =
  (message: { title: string; description: string }): Credited =>
  (response) =>
    toast({
      title: message.title,
      description: describeCredit(message.description, response.event.minutesSaved),
      variant: "success",
    });

const toastCopied: Credited = toastCredited(copyMessages.copied);

/**
 * Credits the 15 minutes a copy or save saved; `onCredited` says so (a toast), and a failure
 * gets the specification's tracking error.
 */
export const creditUsage = async (
  event: "prompt_copied" | "prompt_saved",
  origin: PromptOrigin,
  onCredited: Credited,
): Promise<void> => {
  try {
    onCredited(
      await trackUsage({ event, source: origin.source, prompt_id: origin.promptId, category: origin.category ?? null }),
    );
  } catch {
    toast({ ...usageMessages.trackingFailed, variant: "destructive" });
  }
};

/**
 * Copies a prompt's text and credits the 15 minutes a copy saves. Returns whether the text
 * reached the clipboard.
 */
export const copyPrompt = async (
  text: string,
  origin: PromptOrigin,
  onCredited: Credited = toastCopied,
): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    toast({ ...copyMessages.copyFailed, variant: "destructive" });
    return false;
  }
  await creditUsage("prompt_copied", origin, onCredited);
  return true;
};
