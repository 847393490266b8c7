import { studioHistoryLimit, type StudioHistoryEntry } from "@promptloom/contracts/studio/studio-history";
import { desc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { studioHistory } from "../../db/schema/index.ts";
import { toStudioHistoryEntry } from "./to-studio-history-entry.ts";

/** The member's studio prompts, newest first. */
export const listStudioHistory = async (options: { db: Database; userId: string }): Promise<StudioHistoryEntry[]> => {
  const rows = await options.db
    .select()
    .from(studioHistory)
    .where(eq(studioHistory.userId, options.userId))
    .orderBy(desc(studioHistory.createdAt), desc(studioHistory.id))
    .limit(studioHistoryLimit);
  return rows.map(toStudioHistoryEntry);
};
