import type { MemberDetail, MemberList } from "@promptloom/contracts/admin-users";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { subscribe } from "../../testing/demo-checkout-steps.ts";
import { expectAccess } from "../../testing/expect-access.ts";

const testApp = useTestApp();

const list = async (query = "") => {
  const admin = await testApp().as("admin");
  return admin.get<MemberList>(`/api/admin/users${query}`);
};

const emailsOf = (response: { body: MemberList }) => response.body.items.map((member) => member.email);

describe("GET /api/admin/users", () => {
  it("finds members by name or e-mail, filters by access and role, sorts and pages", async () => {
    const paid = await testApp().as("paid");
    const unpaid = await testApp().as("unpaid");
    const refunded = await testApp().as("refunded");
    const admin = await testApp().as("admin");

    const everyone = await admin.get<MemberList>("/api/admin/users?sort=oldest");
    expect(everyone.status).toBe(200);
    expect(emailsOf(everyone)).toEqual([paid, unpaid, refunded, admin].map((client) => client.account.email));
    expect(everyone.body).toMatchObject({ total: 4, page: 1, pageCount: 1 });

    expect(emailsOf(await list("?filter=paid"))).toEqual(
      expect.arrayContaining([paid.account.email, admin.account.email]),
    );
    expect(emailsOf(await list("?filter=unpaid"))).toEqual(expect.arrayContaining([unpaid.account.email]));
    expect(emailsOf(await list("?filter=refunded"))).toEqual([refunded.account.email]);
    expect((await list("?filter=admin")).body.items.every((member) => member.isAdmin)).toBe(true);
    expect(emailsOf(await list(`?q=${encodeURIComponent(unpaid.account.email.slice(0, 10).toUpperCase())}`))).toEqual([
      unpaid.account.email,
    ]);
    expect(emailsOf(await list("?q=Member%202"))).toEqual([unpaid.account.email]);
    expect((await list("?q=%25_")).body.total).toBe(0);

    const first = await admin.get<MemberList>("/api/admin/users?sort=email&limit=2");
    const second = await admin.get<MemberList>("/api/admin/users?sort=email&limit=2&page=2");
    expect(first.body.pageCount).toBeGreaterThanOrEqual(3);
    const both = [...emailsOf(first), ...emailsOf(second)];
    expect(both).toEqual([...both].sort());
    expect(new Set(both).size).toBe(4);
  });

  it("shows each member's plan, time saved and last sign-in", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member, "yearly");
    await member.post("/api/functions/track-usage", { event: "prompt_copied", minutes_saved: 20 });
    const found = (await list(`?q=${encodeURIComponent(member.account.email)}`)).body.items[0];
    expect(found).toMatchObject({ plan: "yearly", isPaid: true, minutesSaved: 20, paidByHand: false });
    expect(found?.lastSignInAt).not.toBeNull();
    expect(emailsOf(await list("?sort=minutes_saved"))[0]).toBe(member.account.email);
  });

  it("refuses unknown filters and orders, and is for admins only", async () => {
    expect((await list("?filter=vip")).status).toBe(400);
    expect((await list("?sort=random")).status).toBe(400);
    expect((await list("?page=0")).status).toBe(400);
    await expectAccess(testApp(), (client) => client.get("/api/admin/users"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});

describe("GET /api/admin/users/:id", () => {
  it("shows the subscription, usage, saved prompts and sign-ins of one member", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member, "monthly");
    await member.post("/api/functions/track-usage", { event: "prompt_copied", category: "voice", source: "voice" });
    await member.post("/api/functions/track-usage", { event: "prompt_saved", category: "voice", source: "voice" });
    const saved = await member.post("/api/saved-prompts", {
      title: "Recap",
      rawText: "notes",
      perfectedText: "Summarise the notes.",
      source: "manual",
    });
    expect(saved.status).toBe(201);
    const admin = await testApp().as("admin");

    const detail = await admin.get<MemberDetail>(`/api/admin/users/${member.account.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      email: member.account.email,
      isPaid: true,
      plan: "monthly",
      subscription: { provider: "demo", plan: "monthly", status: "active" },
      usage: {
        events: 2,
        minutesSaved: 30,
        last30DaysMinutes: 30,
        byCategory: [{ category: "voice", events: 2, minutes: 30 }],
      },
      savedPromptCount: 1,
      communityPromptCount: 0,
      signInCount: 1,
    });
    expect(detail.body.signIns).toHaveLength(1);
    expect((await admin.get("/api/admin/users/no-such-member")).status).toBe(404);
  });
});
