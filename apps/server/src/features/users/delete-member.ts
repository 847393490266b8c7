import { memberMessages } from "@promptloom/contracts/admin-users";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { deleteAccount } from "../../membership/delete-account.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { lockMember } from "./lock-member.ts";

/**
 * Deletes a member's account for good, cancelling their billing first (if the provider refuses,
 * nothing is deleted). Confirmed by typing the member's e-mail; admins delete their own account
 * from the Account screen instead.
 */
export const deleteMember = async (options: {
  db: Database;
  payments: PaymentProvider;
  storage: StorageProvider;
  actor: AuditActor;
  userId: string;
  confirmEmail: string;
  reason: string;
}): Promise<void> => {
  const { db, payments, storage, actor, userId, reason } = options;
  if (userId === actor.id) throw AppError.conflict(memberMessages.deleteSelf);
  const member = await lockMember(db, userId);
  if (options.confirmEmail !== member.email.toLowerCase())
    throw AppError.validation(memberMessages.confirmEmailMismatch);
  await deleteAccount({
    db,
    payments,
    storage,
    userId,
    beforeDelete: (tx) =>
      recordAuditEntry(tx, {
        actor,
        action: "user.delete",
        target: { type: "user", id: userId, label: member.email },
        before: { email: member.email, isPaid: member.profile.isPaid, isAdmin: member.profile.isAdmin },
        reason,
      }),
  });
};
