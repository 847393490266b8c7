import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { savedPromptVersions } from "../../db/schema/index.ts";

/**
 * Appends the prompt's current content as its next version. Called inside the transaction that
 * wrote the content; concurrent edits of one prompt collide on the (prompt, version) key and the
 * loser's transaction fails rather than forking the history.
 */
export const recordVersion = async (
  tx: Database,
  prompt: { id: string; title: string; rawText: string; perfectedText: string },
): Promise<void> => {
  const next = tx
    .select({ next: sql<number>`coalesce(max(${savedPromptVersions.version}), 0) + 1` })
    .from(savedPromptVersions)
    .where(eq(savedPromptVersions.promptId, prompt.id));
  await tx.insert(savedPromptVersions).values({
    promptId: prompt.id,
    version: sql`(${next})`,
    title: prompt.title,
    rawText: prompt.rawText,
    perfectedText: prompt.perfectedText,
  });
};
