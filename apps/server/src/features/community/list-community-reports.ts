import type { CommunityReport } from "@promptloom/contracts/community-prompts";
import { desc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { communityReports, user } from "../../db/schema/index.ts";
import { assertCommunityPromptExists } from "./assert-community-prompt-exists.ts";

/** Every report on one prompt, newest first, open and resolved. */
export const listCommunityReports = async (options: { db: Database; promptId: string }): Promise<CommunityReport[]> => {
  await assertCommunityPromptExists(options.db, options.promptId);
  const rows = await options.db
    .select({
      id: communityReports.id,
      reason: communityReports.reason,
      details: communityReports.details,
      reporterName: user.name,
      resolvedAt: communityReports.resolvedAt,
      createdAt: communityReports.createdAt,
    })
    .from(communityReports)
    .innerJoin(user, eq(user.id, communityReports.userId))
    .where(eq(communityReports.promptId, options.promptId))
    .orderBy(desc(communityReports.createdAt), desc(communityReports.id));
  return rows.map((row) => ({
    ...row,
    reason: row.reason,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
};
