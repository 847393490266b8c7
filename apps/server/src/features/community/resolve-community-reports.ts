import { and, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { communityReports } from "../../db/schema/index.ts";

/** Marks a prompt's open reports as handled; the prompt leaves the "reported" queue. */
export const resolveCommunityReports = async (options: { db: Database; promptId: string }): Promise<number> => {
  const resolved = await options.db
    .update(communityReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(communityReports.promptId, options.promptId), isNull(communityReports.resolvedAt)))
    .returning({ id: communityReports.id });
  return resolved.length;
};
