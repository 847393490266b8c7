import { describe, expect, it } from "vitest";

import { recordAuditEntry } from "../../audit/record-audit-entry.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

const record = (admin: SignedInClient, action: string, extra: { label?: string; reason?: string } = {}) =>
  recordAuditEntry(testApp().db, {
    actor: admin.account,
    action,
    target: { type: "user", id: "u-1", label: extra.label ?? "someone@example.test" },
    before: { isAdmin: false },
    after: { isAdmin: true },
    reason: extra.reason ?? null,
  });

const auditLog = (admin: SignedInClient) => admin.api.admin["audit-log"];

const listEntries = (admin: SignedInClient, query: Record<string, string> = {}) =>
  expectJson(auditLog(admin).$get({ query }));

describe("GET /api/admin/audit-log", () => {
  it("lists entries newest first, a page at a time, with who did what to which target", async () => {
    const admin = await testApp().as("admin");
    await record(admin, "user.grant_admin");
    await record(admin, "user.remove_admin");
    await record(admin, "theme.save");

    const first = await listEntries(admin, { limit: "2" });
    expect(first.total).toBe(3);
    expect(first.items.map((entry) => entry.action)).toEqual(["theme.save", "user.remove_admin"]);
    expect(first.items[0]).toMatchObject({
      actorId: admin.account.id,
      actorEmail: admin.account.email,
      targetType: "user",
      targetId: "u-1",
      before: { isAdmin: false },
      after: { isAdmin: true },
    });
    const rest = await listEntries(admin, { limit: "2", cursor: first.nextCursor ?? "" });
    expect(rest.items.map((entry) => entry.action)).toEqual(["user.grant_admin"]);
    expect(rest.nextCursor).toBeNull();
  });

  it("keeps entries of the same moment in the order they were written, across pages", async () => {
    const admin = await testApp().as("admin");
    const actions = ["user.grant_admin", "user.mark_paid", "user.mark_refunded", "user.remove_admin", "theme.save"];
    // One transaction: every entry gets the same time.
    await testApp().db.transaction(async (tx) => {
      for (const action of actions) {
        await recordAuditEntry(tx, { actor: admin.account, action, target: { type: "user", id: "u-1" } });
      }
    });

    const first = await listEntries(admin, { limit: "2" });
    const second = await listEntries(admin, { limit: "2", cursor: first.nextCursor ?? "" });
    const third = await listEntries(admin, { limit: "2", cursor: second.nextCursor ?? "" });
    const pages = [first, second, third].flatMap((page) => page.items.map((entry) => entry.action));
    expect(pages).toEqual(actions.toReversed());
    expect(third.nextCursor).toBeNull();
  });

  it("filters by action, target, words and days, and refuses malformed filters", async () => {
    const admin = await testApp().as("admin");
    await record(admin, "user.grant_admin", { label: "ada@example.test" });
    await record(admin, "user.mark_refunded", { label: "bob@example.test", reason: "Chargeback on invoice 42" });

    await record(admin, "library_prompt.update", { label: "Cold e-mail opener" });
    expect((await listEntries(admin, { action: "user.mark_refunded" })).items).toHaveLength(1);
    // Actions match by the start of their words, not only whole.
    const actionsFor = async (action: string) =>
      (await listEntries(admin, { action })).items.map((entry) => entry.action).toSorted();
    expect(await actionsFor("library")).toEqual(["library_prompt.update"]);
    expect(await actionsFor("user")).toEqual(["user.grant_admin", "user.mark_refunded"]);
    expect(await actionsFor("refund")).toEqual(["user.mark_refunded"]);
    expect(await actionsFor("mark refunded")).toEqual(["user.mark_refunded"]);
    expect(await actionsFor("USER.GRANT")).toEqual(["user.grant_admin"]);
    expect(await actionsFor("efunded")).toEqual([]);
    expect(await actionsFor("%")).toEqual([]);
    expect((await listEntries(admin, { q: "ADA@" })).items.map((entry) => entry.targetLabel)).toEqual([
      "ada@example.test",
    ]);
    expect((await listEntries(admin, { q: "invoice" })).items.map((entry) => entry.action)).toEqual([
      "user.mark_refunded",
    ]);
    // The pattern characters of LIKE are taken literally.
    expect((await listEntries(admin, { q: "%" })).items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listEntries(admin, { from: today, to: today })).total).toBe(3);
    expect((await listEntries(admin, { to: "2000-01-01" })).total).toBe(0);
    expect((await admin.get("/api/admin/audit-log?from=yesterday")).status).toBe(400);
    expect((await admin.get("/api/admin/audit-log?cursor=not-a-cursor")).status).toBe(400);
  });

  it("is for admins only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/admin/audit-log"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});

describe("GET /api/admin/audit-log/export", () => {
  it("downloads the filtered entries as CSV whose cells can never run as spreadsheet formulas", async () => {
    const admin = await testApp().as("admin");
    await record(admin, "user.mark_refunded", { label: '=HYPERLINK("http://evil.example")', reason: "+1 refund" });
    await record(admin, "theme.save");

    const response = await auditLog(admin).export.$get({ query: { action: "user.mark_refunded" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe("time,admin,action,target_type,target_id,target,before,after,reason");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain("'+1 refund");
    expect(lines[1]).not.toContain("theme.save");

    await expectAccess(testApp(), (client) => client.get("/api/admin/audit-log/export"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});

describe("recordAuditEntry", () => {
  it("is stored with the change or not at all when written in the change's transaction", async () => {
    const admin = await testApp().as("admin");
    await expect(
      testApp().db.transaction(async (tx) => {
        await recordAuditEntry(tx, { actor: admin.account, action: "theme.save", target: { type: "theme" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await listEntries(admin)).total).toBe(0);
  });

  it("keeps who acted after the admin's account is deleted", async () => {
    const admin = await testApp().as("admin");
    const other = await testApp().as("admin");
    await record(other, "theme.reset");
    expect(
      (
        await other.delete("/api/account", {
          json: { confirmEmail: other.account.email, password: other.account.password },
        })
      ).status,
    ).toBe(204);
    const [entry] = (await listEntries(admin)).items;
    expect(entry).toMatchObject({ actorId: null, actorEmail: other.account.email });
  });
});
