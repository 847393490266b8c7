import { eq } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { communityPrompts } from "../../db/schema/index.ts";
import { closeOpenReports } from "./close-open-reports.ts";
import { communityPromptNotFound } from "./find-community-prompt.ts";

/** Marks a prompt's open reports as handled (dismissed); the prompt leaves the "reported" queue. */
export const resolveCommunityReports = async (options: {
  db: Database;
  moderator: AuditActor;
  promptId: string;
}): Promise<number> => {
  const { db, moderator, promptId } = options;
  return db.transaction(async (tx) => {
    const [prompt] = await tx
      .select({ title: communityPrompts.title })
      .from(communityPrompts)
      .where(eq(communityPrompts.id, promptId));
    if (!prompt) throw communityPromptNotFound();
    const resolved = await closeOpenReports(tx, promptId);
    if (resolved > 0) {
      await recordAuditEntry(tx, {
        actor: moderator,
        action: "community_prompt.dismiss_reports",
        target: { type: "community_prompt", id: promptId, label: prompt.title },
        after: { reportsResolved: resolved },
      });
    }
    return resolved;
  });
};
