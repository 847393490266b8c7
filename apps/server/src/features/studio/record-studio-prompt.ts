import { renderPrompt } from "@promptloom/contracts/studio/render-prompt";
import { resolveChoices } from "@promptloom/contracts/studio/resolve-choices";
import {
  studioHistoryLimit,
  type recordStudioPromptSchema,
  type StudioHistoryEntry,
} from "@promptloom/contracts/studio/studio-history";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { studioHistory } from "../../db/schema/index.ts";
import { listStudioOptions } from "./list-studio-options.ts";
import { toStudioHistoryEntry } from "./to-studio-history-entry.ts";

/**
 * Puts a studio prompt in the member's history, written by the same generators as the live
 * preview. Copying the same prompt again moves its entry to the top instead of repeating it, and
 * only the newest `studioHistoryLimit` entries are kept.
 */
export const recordStudioPrompt = async (options: {
  db: Database;
  userId: string;
  input: z.output<typeof recordStudioPromptSchema>;
}): Promise<StudioHistoryEntry> => {
  const { db, userId, input } = options;
  const catalog = await listStudioOptions({ db, includeHidden: false });
  const { text } = renderPrompt(input.syntax, resolveChoices(input.choices, catalog));
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(studioHistory)
      .where(eq(studioHistory.userId, userId))
      .orderBy(desc(studioHistory.createdAt), desc(studioHistory.id))
      .limit(1);
    const [row] =
      latest?.text === text && latest.syntax === input.syntax
        ? await tx
            .update(studioHistory)
            .set({ createdAt: sql`now()` })
            .where(eq(studioHistory.id, latest.id))
            .returning()
        : await tx
            .insert(studioHistory)
            .values({ userId, syntax: input.syntax, choices: input.choices, text })
            .returning();
    if (!row) throw new Error("The studio prompt was not recorded");
    const kept = tx
      .select({ id: studioHistory.id })
      .from(studioHistory)
      .where(eq(studioHistory.userId, userId))
      .orderBy(desc(studioHistory.createdAt), desc(studioHistory.id))
      .limit(studioHistoryLimit);
    await tx.delete(studioHistory).where(and(eq(studioHistory.userId, userId), notInArray(studioHistory.id, kept)));
    return toStudioHistoryEntry(row);
  });
};
