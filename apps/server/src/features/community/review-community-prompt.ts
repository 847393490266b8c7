import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { communityPrompts } from "../../db/schema/index.ts";
import { closeOpenReports } from "./close-open-reports.ts";
import { communityPromptNotFound } from "./find-community-prompt.ts";

/**
 * Approves a submission (it becomes visible to every member) or rejects it with a reason its
 * author sees. An approved prompt can be rejected later, which takes it down; `remove` does so
 * for a reported prompt and closes its reports in the same step.
 */
export const reviewCommunityPrompt = async (options: {
  db: Database;
  moderator: AuditActor;
  id: string;
  decision: { status: "approved" } | { status: "rejected"; reason: string; remove?: boolean };
}): Promise<void> => {
  const { db, moderator, id, decision } = options;
  const isRemoval = decision.status === "rejected" && decision.remove === true;
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
    const reportsResolved = isRemoval ? await closeOpenReports(tx, id) : 0;
    await recordAuditEntry(tx, {
      actor: moderator,
      action: isRemoval
        ? "community_prompt.remove"
        : decision.status === "approved"
          ? "community_prompt.approve"
          : "community_prompt.reject",
      target: { type: "community_prompt", id, label: before.title },
      before: { status: before.status },
      after: { status: decision.status, ...(isRemoval ? { reportsResolved } : {}) },
      reason,
    });
  });
};
