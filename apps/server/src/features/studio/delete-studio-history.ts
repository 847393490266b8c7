import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { studioHistory } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/** Removes one entry of the member's studio history, or all of them when no id is given. */
export const deleteStudioHistory = async (options: { db: Database; userId: string; id?: string }) => {
  const { db, userId, id } = options;
  const owned = eq(studioHistory.userId, userId);
  const rows = await db
    .delete(studioHistory)
    .where(id === undefined ? owned : and(owned, eq(studioHistory.id, id)))
    .returning({ id: studioHistory.id });
  if (id !== undefined && rows.length === 0) throw AppError.notFound("History entry not found");
};
