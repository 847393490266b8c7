import { voiceMessages, type VoiceResult } from "@promptloom/contracts/voice";
import { useState } from "react";

import { toast } from "../../lib/toast.ts";
import { trackUsage } from "../../lib/track-usage.ts";
import { useSaveVoicePrompt } from "./api/save-voice-prompt.ts";

type Busy = "copy" | "save" | null;

/** Credits the 15 minutes; on success shows `success`, otherwise the tracking error. */
const credit = async (
  event: "prompt_copied" | "prompt_saved",
  promptId: string | null,
  success: { title: string; description: string },
) => {
  try {
    await trackUsage({ event, category: "voice", source: "voice", prompt_id: promptId });
    toast({ ...success, variant: "success" });
  } catch {
    toast({ ...voiceMessages.trackingFailed, variant: "destructive" });
  }
};

/**
 * Copy and Save for a voice result. Each credits 15 minutes saved. A saved text is not saved
 * twice: Save is offered again once the text changes.
 */
export const usePromptActions = (result: VoiceResult) => {
  const [busy, setBusy] = useState<Busy>(null);
  const [saved, setSaved] = useState<{ id: string; text: string } | null>(null);
  const save = useSaveVoicePrompt();

  const copy = async (text: string) => {
    setBusy("copy");
    try {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        toast({ ...voiceMessages.copyFailed, variant: "destructive" });
        return;
      }
      await credit("prompt_copied", saved?.id ?? null, voiceMessages.copied);
    } finally {
      setBusy(null);
    }
  };

  const saveText = async (text: string) => {
    setBusy("save");
    try {
      let id: string;
      try {
        id = (await save.mutateAsync({ title: result.title, rawText: result.transcript, perfectedText: text })).id;
      } catch {
        toast({ ...voiceMessages.saveFailed, variant: "destructive" });
        return;
      }
      setSaved({ id, text });
      await credit("prompt_saved", id, voiceMessages.saved);
    } finally {
      setBusy(null);
    }
  };

  return { busy, copy, save: saveText, isSaved: (text: string) => saved?.text === text };
};
