import type { SavedPrompt, updateSavedPromptSchema } from "@promptloom/contracts/saved-prompts";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import { savedPromptNotFound } from "./find-saved-prompt.ts";
import { toSavedPrompt } from "./to-saved-prompt.ts";

export const updateSavedPrompt = async (options: {
  db: Database;
  userId: string;
  id: string;
  changes: z.output<typeof updateSavedPromptSchema>;
}): Promise<SavedPrompt> => {
  const [row] = await options.db
    .update(savedPrompts)
    .set({ ...options.changes, updatedAt: sql`now()` })
    .where(and(eq(savedPrompts.id, options.id), eq(savedPrompts.userId, options.userId)))
    .returning();
  if (!row) throw savedPromptNotFound();
  return toSavedPrompt(row);
};
