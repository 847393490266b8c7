import type { SavedPromptVersion } from "@promptloom/contracts/saved-prompts";
import { desc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { savedPromptVersions } from "../../db/schema/index.ts";
import { findSavedPrompt } from "./find-saved-prompt.ts";
import { toSavedPromptVersion } from "./to-saved-prompt.ts";

/** The prompt's history, newest version first. */
export const listSavedPromptVersions = async (options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<SavedPromptVersion[]> => {
  await findSavedPrompt(options);
  const rows = await options.db
    .select()
    .from(savedPromptVersions)
    .where(eq(savedPromptVersions.promptId, options.id))
    .orderBy(desc(savedPromptVersions.version));
  return rows.map(toSavedPromptVersion);
};
