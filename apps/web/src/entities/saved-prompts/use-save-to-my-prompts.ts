import { saveMessages, type CreateSavedPromptInput, type SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { useQueryClient } from "@tanstack/react-query";

import { toast } from "../../lib/toast.ts";
import { trackUsage } from "../usage/track-usage.ts";
import { createSavedPrompt, savedPromptsQueryKey } from "./saved-prompts-api.ts";

/** A prompt saved from another screen; library and community prompts name the prompt they copy. */
type PromptToSave = CreateSavedPromptInput & { source: "library" | "community" | "studio" };

/**
 * Saving a prompt from the library, the community or the Prompt Studio to My Prompts, crediting
 * the 15 minutes a save saves. The returned function toasts either way and resolves with the saved prompt, or null
 * when saving failed.
 */
export const useSaveToMyPrompts = () => {
  const queryClient = useQueryClient();
  return async (input: PromptToSave, category?: string): Promise<SavedPrompt | null> => {
    let saved: SavedPrompt;
    try {
      saved = await createSavedPrompt(input);
    } catch {
      toast({ ...saveMessages.saveFailed, variant: "destructive" });
      return null;
    }
    toast({ ...saveMessages.saved, variant: "success" });
    // My Prompts may be cached from an earlier visit; it shows the new prompt when it opens again.
    void queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
    await trackUsage({
      event: "prompt_saved",
      source: input.source,
      prompt_id: input.originId ?? null,
      category,
    }).catch(() => undefined);
    return saved;
  };
};
