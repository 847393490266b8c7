import { saveMessages } from "@promptloom/contracts/saved-prompts";
import { voiceMessages, type VoiceResult } from "@promptloom/contracts/voice";
import { useState } from "react";

import { copyPrompt, creditUsage, toastCredited } from "../../entities/usage/copy-prompt.ts";
import { toast } from "../../lib/toast.ts";
import { useSaveVoicePrompt } from "./api/save-voice-prompt.ts";

type Busy = "copy" | "save" | null;

const voiceOrigin = (promptId: string | null) => ({ promptId, source: "voice", category: "voice" });

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
      await copyPrompt(text, voiceOrigin(saved?.id ?? null));
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
        toast({ ...saveMessages.saveFailed, variant: "destructive" });
        return;
      }
      setSaved({ id, text });
      await creditUsage("prompt_saved", voiceOrigin(id), toastCredited(voiceMessages.saved));
    } finally {
      setBusy(null);
    }
  };

  return { busy, copy, save: saveText, isSaved: (text: string) => saved?.text === text };
};
