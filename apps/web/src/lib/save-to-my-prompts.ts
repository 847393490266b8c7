import { saveMessages, type CreateSavedPromptInput, type SavedPrompt } from "@promptloom/contracts/saved-prompts";

import { createSavedPrompt } from "./saved-prompts-api.ts";
import { toast } from "./toast.ts";
import { trackUsage } from "./track-usage.ts";

/**
 * Saves a prompt from the library or the community to My Prompts and credits the 15 minutes a
 * save saves. Toasts either way; returns the saved prompt, or null when saving failed.
 */
export const saveToMyPrompts = async (
  input: CreateSavedPromptInput & { originId: string; source: "library" | "community" },
  category?: string,
): Promise<SavedPrompt | null> => {
  let saved: SavedPrompt;
  try {
    saved = await createSavedPrompt(input);
  } catch {
    toast({ ...saveMessages.saveFailed, variant: "destructive" });
    return null;
  }
  toast({ ...saveMessages.saved, variant: "success" });
  await trackUsage({ event: "prompt_saved", source: input.source, prompt_id: input.originId, category }).catch(
    () => undefined,
  );
  return saved;
};
