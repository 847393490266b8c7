import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import { lockMember } from "./lock-member.ts";

/**
 * Bans a member from sharing community prompts (with the reason they are shown when they try),
 * or lifts the ban. What they already shared stays as moderated.
 */
export const setCommunityBan = async (options: {
  db: Database;
  actor: AuditActor;
  userId: string;
  ban: { reason: string } | null;
}): Promise<void> => {
  const { db, actor, userId, ban } = options;
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    const wasBanned = member.profile.communityBannedAt !== null;
    if (!ban && !wasBanned) return;
    await tx
      .update(profiles)
      .set({
        communityBannedAt: ban ? sql`coalesce(${profiles.communityBannedAt}, now())` : null,
        communityBanReason: ban?.reason ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.id, userId));
    await recordAuditEntry(tx, {
      actor,
      action: ban ? "user.ban_community" : "user.unban_community",
      target: { type: "user", id: userId, label: member.email },
      before: { banned: wasBanned, reason: member.profile.communityBanReason },
      after: { banned: Boolean(ban), reason: ban?.reason ?? null },
      reason: ban?.reason ?? null,
    });
  });
};
