import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Database } from "../../db/client.ts";
import { lockMember } from "./lock-member.ts";

/** E-mails the member a password reset link, the same one "Forgot password?" sends. */
export const sendMemberPasswordReset = async (options: {
  db: Database;
  auth: Auth;
  actor: AuditActor;
  userId: string;
}): Promise<{ email: string }> => {
  const { db, auth, actor, userId } = options;
  const { email } = await lockMember(db, userId);
  await auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" } });
  await recordAuditEntry(db, {
    actor,
    action: "user.send_password_reset",
    target: { type: "user", id: userId, label: email },
  });
  return { email };
};
