import type { MemberAccessLevel } from "@promptloom/contracts/admin-users";
import { describe, expect, it } from "vitest";

import { createDemoPaymentProvider } from "../../providers/payments/demo-payment-provider.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { stateOf, subscribe } from "../../testing/demo-checkout-steps.ts";
import { openEventStream } from "../../testing/event-stream-client.ts";
import { expectAccess, expectAccessToEach } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";

/** The demo provider, made to refuse cancellations while `refuseCancels` is set. */
let refuseCancels = false;
const testApp = useTestApp({
  payments: (deps) => {
    const demo = createDemoPaymentProvider(deps);
    const cancel = demo.cancelSubscriptionNow.bind(demo);
    return Object.assign(demo, {
      cancelSubscriptionNow: (id: string) =>
        refuseCancels ? Promise.reject(new Error("provider unreachable")) : cancel(id),
    });
  },
});

const auditOf = async (admin: SignedInClient, memberId: string) =>
  (await expectJson(admin.api.admin["audit-log"].$get({ query: { targetType: "user", targetId: memberId } }))).items;

const setAccess = (
  admin: SignedInClient,
  member: SignedInClient,
  access: MemberAccessLevel,
  reason = "Goodwill for an outage",
) => admin.api.admin.users[":id"].access.$post({ param: { id: member.account.id }, json: { access, reason } });

const statuses = { anonymous: 401, unpaid: 403, paid: 403, refunded: 403 } as const;

describe("granting and removing admin access", () => {
  it("grants and removes admin access, each in the audit log", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const granted = await expectJson(
      admin.api.admin.users[":id"].admin.$put({ param: { id: member.account.id }, json: { isAdmin: true } }),
    );
    expect(granted.isAdmin).toBe(true);
    expect((await member.get("/api/admin/users")).status).toBe(200);
    await admin.put(`/api/admin/users/${member.account.id}/admin`, { isAdmin: false });
    expect((await member.get("/api/admin/users")).status).toBe(403);
    expect((await auditOf(admin, member.account.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ["user.remove_admin", { isAdmin: false }],
      ["user.grant_admin", { isAdmin: true }],
    ]);
  });

  it("never removes the last admin, and removes one's own access only when confirmed", async () => {
    const admin = await testApp().as("admin");
    const last = await admin.put(`/api/admin/users/${admin.account.id}/admin`, { isAdmin: false, confirm: true });
    expect(expectError(last, 409).message).toBe("At least one admin must remain. Make someone else an admin first.");

    await testApp().as("admin");
    const unconfirmed = await admin.put(`/api/admin/users/${admin.account.id}/admin`, { isAdmin: false });
    expect(unconfirmed.status).toBe(409);
    expect((await admin.get("/api/admin/users")).status).toBe(200);
    const confirmed = await admin.put(`/api/admin/users/${admin.account.id}/admin`, { isAdmin: false, confirm: true });
    expect(confirmed.status).toBe(200);
    expect((await admin.get("/api/admin/users")).status).toBe(403);
  });

  it("is for admins only", async () => {
    const member = await testApp().as("paid");
    await expectAccess(
      testApp(),
      (client) => client.put(`/api/admin/users/${member.account.id}/admin`, { isAdmin: false }),
      { ...statuses, admin: 200 },
    );
  });
});

describe("marking access by hand", () => {
  it("marks a member paid and unpaid with a required reason, each in the audit log", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("unpaid");
    expect((await member.get("/api/library")).status).toBe(403);

    const noReason = await admin.post(`/api/admin/users/${member.account.id}/access`, { access: "paid", reason: " " });
    expect(noReason.status).toBe(400);
    expect(
      (await admin.post(`/api/admin/users/${member.account.id}/access`, { access: "vip", reason: "x" })).status,
    ).toBe(400);

    const paid = await expectJson(setAccess(admin, member, "paid"));
    expect(paid).toMatchObject({ isPaid: true, paidByHand: true, refunded: false });
    expect((await member.get("/api/library")).status).toBe(200);
    await setAccess(admin, member, "unpaid", "Trial over");
    expect((await member.get("/api/library")).status).toBe(403);

    const entries = await auditOf(admin, member.account.id);
    // Only the values that changed are recorded: "refunded false → false" is no change.
    expect(entries.map((entry) => [entry.action, entry.reason, entry.before, entry.after])).toEqual([
      ["user.mark_unpaid", "Trial over", { isPaid: true, paidByHand: true }, { isPaid: false, paidByHand: false }],
      [
        "user.mark_paid",
        "Goodwill for an outage",
        { isPaid: false, paidByHand: false },
        { isPaid: true, paidByHand: true },
      ],
    ]);
  });

  it("keeps access given by hand when a payment event later changes the member's subscriptions", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("unpaid");
    await subscribe(member);
    await setAccess(admin, member, "paid");
    await member.post("/api/billing/demo/portal/cancel");
    await member.post("/api/functions/check-subscription");
    expect(await stateOf(member)).toMatchObject({ isPaid: true });
  });

  it("marks a member refunded: billing cancelled first, every session ended, open pages told at once", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("unpaid");
    await subscribe(member);
    const stream = await openEventStream(member);
    try {
      await stream.next("ready");
      const refunded = await expectJson(setAccess(admin, member, "refunded", "Refunded in the payment dashboard"));
      expect(refunded).toMatchObject({ refunded: true, isPaid: false, subscription: { status: "canceled" } });
      expect(refunded.refundedAt).not.toBeNull();
      expect((await stream.next("access")).data).toEqual({ status: "refunded" });
    } finally {
      stream.close();
    }
    expect((await member.get("/api/me")).status).toBe(401);
    const [entry] = await auditOf(admin, member.account.id);
    expect(entry).toMatchObject({
      action: "user.mark_refunded",
      reason: "Refunded in the payment dashboard",
      before: { isPaid: true, refunded: false },
      after: { isPaid: false, refunded: true, subscriptionsCancelled: 1, signedOut: 1 },
    });
    expect(entry?.before).not.toHaveProperty("paidByHand");
  });

  it("changes nothing when the payment provider refuses to cancel", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("unpaid");
    await subscribe(member);
    refuseCancels = true;
    try {
      const refused = await setAccess(admin, member, "refunded");
      expect(refused.status).toBe(503);
    } finally {
      refuseCancels = false;
    }
    expect(await stateOf(member)).toMatchObject({ isPaid: true, refunded: false });
    expect(await auditOf(admin, member.account.id)).toEqual([]);
  });

  it("refuses to refund one's own account or an unknown member", async () => {
    const admin = await testApp().as("admin");
    expect((await setAccess(admin, admin, "refunded")).status).toBe(409);
    expect((await admin.post("/api/admin/users/nobody/access", { access: "paid", reason: "x" })).status).toBe(404);
  });
});

describe("password reset, community ban and deletion", () => {
  it("e-mails the member a password reset link", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const sent = await expectJson(
      admin.api.admin.users[":id"]["password-reset"].$post({ param: { id: member.account.id } }),
    );
    expect(sent.message).toBe(`Password reset e-mail sent to ${member.account.email}`);
    const mail = testApp().mail.sent.find((message) => message.to === member.account.email);
    expect(mail?.text).toContain("/auth/reset-password?token=");
    expect((await auditOf(admin, member.account.id))[0]?.action).toBe("user.send_password_reset");
  });

  it("bans a member from sharing community prompts with a reason they are shown, and lifts it", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const ban = admin.api.admin.users[":id"]["community-ban"];
    const banned = await expectJson(ban.$post({ param: { id: member.account.id }, json: { reason: "Repeated spam" } }));
    expect(banned).toMatchObject({ isCommunityBanned: true, communityBanReason: "Repeated spam" });
    const refused = await member.post("/api/community-prompts", {
      title: "Anything",
      body: "Write a poem about {{topic}}.",
      category: "writing",
    });
    expect(expectError(refused, 403).message).toBe(
      "You can no longer share community prompts. Reason: Repeated spam Contact support if you think this is a mistake.",
    );
    const lifted = await expectJson(ban.$delete({ param: { id: member.account.id } }));
    expect(lifted.isCommunityBanned).toBe(false);
    expect((await auditOf(admin, member.account.id)).map((entry) => entry.action)).toEqual([
      "user.unban_community",
      "user.ban_community",
    ]);
  });

  it("deletes an account after cancelling its billing, confirmed by its e-mail, and keeps the audit entry", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("unpaid");
    await subscribe(member);
    const path = `/api/admin/users/${member.account.id}`;
    expect(
      (await admin.delete(path, { json: { confirmEmail: "someone@else.test", reason: "Asked by e-mail" } })).status,
    ).toBe(400);
    expect((await admin.delete(path, { json: { confirmEmail: member.account.email } })).status).toBe(400);

    const deleted = await admin.delete(path, {
      json: { confirmEmail: member.account.email, reason: "Asked by e-mail" },
    });
    expect(deleted.status).toBe(204);
    expect((await admin.get(path)).status).toBe(404);
    expect((await member.get("/api/me")).status).toBe(401);
    const [entry] = await auditOf(admin, member.account.id);
    expect(entry).toMatchObject({
      action: "user.delete",
      reason: "Asked by e-mail",
      targetLabel: member.account.email,
    });

    const self = await admin.delete(`/api/admin/users/${admin.account.id}`, {
      json: { confirmEmail: admin.account.email, reason: "Leaving" },
    });
    expect(self.status).toBe(409);
  });

  it("are for admins only", async () => {
    const member = await testApp().as("paid");
    const path = `/api/admin/users/${member.account.id}`;
    await expectAccessToEach(
      testApp(),
      [
        (client) => client.get(path),
        (client) => client.post(`${path}/password-reset`),
        (client) => client.post(`${path}/community-ban`, { reason: "x" }),
        (client) => client.delete(`${path}/community-ban`),
        (client) => client.post(`${path}/access`, { access: "paid", reason: "x" }),
      ],
      { ...statuses, admin: 200 },
    );
  });
});
