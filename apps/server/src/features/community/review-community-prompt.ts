import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { communityPrompts } from "../../db/schema/index.ts";
import { communityPromptNotFound } from "./find-community-prompt.ts";

/**
 * Approves a submission (it becomes visible to every member) or rejects it with a reason its
 * author sees. An approved prompt can be rejected later, which takes it down.
 */
export const reviewCommunityPrompt = async (options: {
  db: Database;
  moderatorId: string;
  id: string;
  decision: { status: "approved" } | { status: "rejected"; reason: string };
}): Promise<void> => {
  const { db, moderatorId, id, decision } = options;
  const updated = await db
    .update(communityPrompts)
    .set({
      status: decision.status,
      rejectionReason: decision.status === "rejected" ? decision.reason : null,
      reviewedBy: moderatorId,
      reviewedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(communityPrompts.id, id))
    .returning({ id: communityPrompts.id });
  if (updated.length === 0) throw communityPromptNotFound();
};
