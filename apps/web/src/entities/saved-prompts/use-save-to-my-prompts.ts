import { saveMessages, type CreateSavedPromptInput, type SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { describeCredit } from "@promptloom/contracts/usage";
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
    // My Prompts may be cached from an earlier visit; it shows the new prompt when it opens again.
    void queryClient.invalidateQueries({ queryKey: savedPromptsQueryKey });
    const credited = await trackUsage({
      event: "prompt_saved",
      source: input.source,
      prompt_id: input.originId ?? null,
      category,
    }).catch(() => null);
    // The toast says what was really credited: saving the same prompt again within the hour earns nothing.
    const description = credited
      ? describeCredit(saveMessages.saved.description, credited.event.minutesSaved)
      : saveMessages.saved.description;
    toast({ title: saveMessages.saved.title, description, variant: "success" });
    return saved;
  };
};
