import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { savedPromptVersions } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { findSavedPrompt } from "./find-saved-prompt.ts";
import { updateSavedPrompt } from "./update-saved-prompt.ts";

/** Brings an earlier version back as the newest one; the history in between is kept. */
export const restoreSavedPromptVersion = async (options: {
  db: Database;
  userId: string;
  id: string;
  version: number;
}): Promise<SavedPrompt> => {
  const { db, userId, id } = options;
  await findSavedPrompt({ db, userId, id });
  const [version] = await db
    .select()
    .from(savedPromptVersions)
    .where(and(eq(savedPromptVersions.promptId, id), eq(savedPromptVersions.version, options.version)));
  if (!version) throw AppError.notFound("Version not found");
  return updateSavedPrompt({
    db,
    userId,
    id,
    changes: { title: version.title, rawText: version.rawText, perfectedText: version.perfectedText },
  });
};
