import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { communityPrompts } from "../../db/schema/index.ts";
import { communityPromptNotFound } from "./find-community-prompt.ts";

/**
 * Approves a submission (it becomes visible to every member) or rejects it with a reason its
 * author sees. An approved prompt can be rejected later, which takes it down.
 */
export const reviewCommunityPrompt = async (options: {
  db: Database;
  moderator: AuditActor;
  id: string;
  decision: { status: "approved" } | { status: "rejected"; reason: string };
}): Promise<void> => {
  const { db, moderator, id, decision } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: communityPrompts.title, status: communityPrompts.status })
      .from(communityPrompts)
      .where(eq(communityPrompts.id, id))
      .for("update");
    if (!before) throw communityPromptNotFound();
    const reason = decision.status === "rejected" ? decision.reason : null;
    await tx
      .update(communityPrompts)
      .set({
        status: decision.status,
        rejectionReason: reason,
        reviewedBy: moderator.id,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(communityPrompts.id, id));
    await recordAuditEntry(tx, {
      actor: moderator,
      action: decision.status === "approved" ? "community_prompt.approve" : "community_prompt.reject",
      target: { type: "community_prompt", id, label: before.title },
      before: { status: before.status },
      after: { status: decision.status },
      reason,
    });
  });
};
