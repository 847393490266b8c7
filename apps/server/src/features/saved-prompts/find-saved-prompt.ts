import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { savedPromptColumns } from "./to-saved-prompt.ts";

export const savedPromptNotFound = () => AppError.notFound("Prompt not found");

/** The prompt if it is this member's own; someone else's prompt is as good as missing. */
export const findSavedPrompt = async (options: { db: Database; userId: string; id: string }) => {
  const [row] = await options.db
    .select(savedPromptColumns)
    .from(savedPrompts)
    .where(and(eq(savedPrompts.id, options.id), eq(savedPrompts.userId, options.userId)));
  if (!row) throw savedPromptNotFound();
  return row;
};
