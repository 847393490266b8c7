import type { MemberAccessLevel } from "@promptloom/contracts/admin-users";
import { eq, sql } from "drizzle-orm";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { publishUserEvent } from "../../lib/realtime/user-events.ts";
import { applySubscription, refreshPaidFlag } from "../../membership/apply-subscription.ts";
import { cancelLiveSubscriptions } from "../../membership/cancel-live-subscriptions.ts";
import { signOutEverywhere } from "../../membership/sign-out-everywhere.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { lockMember } from "./lock-member.ts";

const actions: Record<MemberAccessLevel, string> = {
  paid: "user.mark_paid",
  unpaid: "user.mark_unpaid",
  refunded: "user.mark_refunded",
};

const accessOf = (profile: { isPaid: boolean; refunded: boolean; paidByHand: boolean }) => ({
  isPaid: profile.isPaid,
  refunded: profile.refunded,
  paidByHand: profile.paidByHand,
});

/** The changed values, with what else the change did (sessions ended…) added to `after`. */
const withFacts = (changed: ReturnType<typeof changedValues>, facts: Record<string, unknown>) => ({
  before: changed.before,
  after: { ...changed.after, ...facts },
});

/**
 * Sets a member's access by hand, with the reason in the audit log:
 * - paid: access outside any payment (and no longer refunded);
 * - unpaid: the hand-given access ends; a live subscription still counts;
 * - refunded: live subscriptions are cancelled at the payment provider first (if it refuses,
 *   nothing changes), then the account is blocked and signed out on every device, and its open
 *   pages are told at once.
 */
export const setMemberAccess = async (options: {
  db: Database;
  payments: PaymentProvider;
  actor: AuditActor;
  userId: string;
  access: MemberAccessLevel;
  reason: string;
}): Promise<void> => {
  const { db, payments, actor, userId, access, reason } = options;
  const isRefund = access === "refunded";
  if (isRefund && userId === actor.id) throw AppError.conflict("You cannot mark your own account refunded.");
  // An unknown member is refused before the provider is asked to cancel anything.
  await lockMember(db, userId);
  const ended = isRefund ? await cancelLiveSubscriptions({ db, payments, userId }) : [];

  await db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    await tx
      .update(profiles)
      .set({
        paidByHand: access === "paid",
        refunded: isRefund,
        ...(isRefund ? { refundedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.id, userId));
    // After the refund is marked, so the access it ends is told as a refund's.
    for (const subscription of ended) {
      await applySubscription({ db: tx, userId, provider: payments.name, subscription });
    }
    await refreshPaidFlag(tx, userId);
    const after = await lockMember(tx, userId);

    const signedOut = isRefund ? await signOutEverywhere(tx, userId) : 0;
    if (isRefund) await publishUserEvent(tx, userId, { type: "access", data: { status: "refunded" } });
    await recordAuditEntry(tx, {
      actor,
      action: actions[access],
      target: { type: "user", id: userId, label: member.email },
      // Only what changed: an unchanged flag is no change ("false → false").
      ...withFacts(changedValues(accessOf(member.profile), accessOf(after.profile)), {
        ...(isRefund ? { subscriptionsCancelled: ended.length, signedOut } : {}),
      }),
      reason,
    });
  });
};
