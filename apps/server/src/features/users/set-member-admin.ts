import { memberMessages } from "@promptloom/contracts/admin-users";
import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { ensureAnotherAdmin } from "../../membership/ensure-another-admin.ts";
import { lockMember } from "./lock-member.ts";

/**
 * Grants or removes admin access. The product never loses its last admin, and an admin removing
 * their own access must confirm it (they lose the admin area at once).
 */
export const setMemberAdmin = async (options: {
  db: Database;
  actor: AuditActor;
  userId: string;
  isAdmin: boolean;
  confirm: boolean;
}): Promise<void> => {
  const { db, actor, userId, isAdmin } = options;
  await db.transaction(async (tx) => {
    if (!isAdmin) await ensureAnotherAdmin(tx, userId);
    const member = await lockMember(tx, userId);
    if (member.profile.isAdmin === isAdmin) return;
    if (!isAdmin && userId === actor.id && !options.confirm) throw AppError.conflict(memberMessages.confirmSelf);

    await tx
      .update(profiles)
      .set({ isAdmin, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    await recordAuditEntry(tx, {
      actor,
      action: isAdmin ? "user.grant_admin" : "user.remove_admin",
      target: { type: "user", id: userId, label: member.email },
      before: { isAdmin: !isAdmin },
      after: { isAdmin },
    });
  });
};
