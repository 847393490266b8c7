import { toast } from "./toast.ts";
import { trackUsage } from "./track-usage.ts";

/** The specification's copy messages, shared by every screen that copies a prompt. */
export const copyMessages = {
  copied: { title: "Copied to clipboard!", description: "Prompt copied successfully. +15 min saved!" },
  copyFailed: {
    title: "Copy failed",
    description: "Could not copy to clipboard. Please try selecting and copying manually.",
  },
  trackingFailed: { title: "Error", description: "Failed to track usage. Please try again." },
} as const;

export type PromptOrigin = { promptId: string; source: string; category?: string | undefined };

/**
 * Copies a prompt's text and credits the 15 minutes a copy saves. Returns whether the text
 * reached the clipboard.
 */
export const copyPrompt = async (text: string, origin: PromptOrigin): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    toast({ ...copyMessages.copyFailed, variant: "destructive" });
    return false;
  }
  try {
    await trackUsage({
      event: "prompt_copied",
      source: origin.source,
      prompt_id: origin.promptId,
      category: origin.category ?? null,
    });
    toast({ ...copyMessages.copied, variant: "success" });
  } catch {
    toast({ ...copyMessages.trackingFailed, variant: "destructive" });
  }
  return true;
};
