import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import { savedPromptNotFound } from "./find-saved-prompt.ts";
import { publishSavedPromptsChange } from "./publish-saved-prompts-change.ts";

export const deleteSavedPrompt = async (options: { db: Database; userId: string; id: string }): Promise<void> => {
  const deleted = await options.db
    .delete(savedPrompts)
    .where(and(eq(savedPrompts.id, options.id), eq(savedPrompts.userId, options.userId)))
    .returning({ id: savedPrompts.id });
  if (deleted.length === 0) throw savedPromptNotFound();
  await publishSavedPromptsChange(options.db, options.userId, "deleted");
};
