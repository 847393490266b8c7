import { savedPromptLimits, type SavedPrompt } from "@promptloom/contracts/saved-prompts";

import type { Database } from "../../db/client.ts";
import { createSavedPrompt } from "./create-saved-prompt.ts";
import { findSavedPrompt } from "./find-saved-prompt.ts";

const copySuffix = " (copy)";

/** A new prompt with the same content, source and filing, and a history of its own. */
export const duplicateSavedPrompt = async (options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<SavedPrompt> => {
  const original = await findSavedPrompt(options);
  return createSavedPrompt({
    db: options.db,
    userId: options.userId,
    input: {
      title: `${original.title.slice(0, savedPromptLimits.titleMaxLength - copySuffix.length)}${copySuffix}`,
      rawText: original.rawText,
      perfectedText: original.perfectedText,
      source: original.source,
      folderId: original.folderId,
      tags: original.tags,
      originId: original.originId,
    },
  });
};
