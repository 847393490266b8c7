import type { createSavedPromptSchema, SavedPrompt } from "@promptloom/contracts/saved-prompts";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import { toSavedPrompt } from "./to-saved-prompt.ts";

export const createSavedPrompt = async (options: {
  db: Database;
  userId: string;
  input: z.output<typeof createSavedPromptSchema>;
}): Promise<SavedPrompt> => {
  const [row] = await options.db
    .insert(savedPrompts)
    .values({ ...options.input, userId: options.userId })
    .returning();
  if (!row) throw new Error("The saved prompt was not stored");
  return toSavedPrompt(row);
};
