import { saveMessages } from "@promptloom/contracts/saved-prompts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { createSavedPrompt, savedPromptsQueryKey } from "../../entities/saved-prompts/saved-prompts-api.ts";
import { copyPrompt, creditUsage, toastCredited } from "../../entities/usage/copy-prompt.ts";
import { toast } from "../../lib/toast.ts";

const genieOrigin = (kind: string) => ({ promptId: null, source: "genie", category: kind });

const titleOf = (request: string) => {
  const line = request.trim().replace(/\s+/gu, " ");
  return line.length <= 80 ? line : `${line.slice(0, 79).trimEnd()}…`;
};

/** Copy and Save for a Genie version; each credits the 15 minutes it saved, as in the voice flow. */
export const useGeniePromptActions = () => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"copy" | "save" | null>(null);
  const [savedIds, setSavedIds] = useState<string[]>([]);

  const copy = async (prompt: string, kind: string) => {
    setBusy("copy");
    try {
      return await copyPrompt(prompt, genieOrigin(kind));
    } finally {
      setBusy(null);
    }
  };

  const save = async (version: { id: string; prompt: string; kind: string }, request: string) => {
    setBusy("save");
    try {
      try {
        await createSavedPrompt({
          title: titleOf(request),
          rawText: request,
          perfectedText: version.prompt,
          source: "genie",
        });
      } catch {
        toast({ ...saveMessages.saveFailed, variant: "destructive" });
        return;
      }
      setSavedIds((ids) => [...ids, version.id]);
      void queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
      await creditUsage("prompt_saved", genieOrigin(version.kind), toastCredited(saveMessages.saved));
    } finally {
      setBusy(null);
    }
  };

  return { busy, copy, save, isSaved: (id: string) => savedIds.includes(id) };
};
