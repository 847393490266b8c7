import { and, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { communityReports } from "../../db/schema/index.ts";

/** Marks a prompt's open reports handled; answers how many there were. */
export const closeOpenReports = async (tx: Database, promptId: string): Promise<number> => {
  const closed = await tx
    .update(communityReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(communityReports.promptId, promptId), isNull(communityReports.resolvedAt)))
    .returning({ id: communityReports.id });
  return closed.length;
};
