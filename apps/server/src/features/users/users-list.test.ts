import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { subscribe } from "../../testing/demo-checkout-steps.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp();

type MemberQuery = Parameters<TestClient["api"]["admin"]["users"]["$get"]>[0]["query"];

const membersOf = (admin: TestClient, query: MemberQuery = {}) => expectJson(admin.api.admin.users.$get({ query }));

const list = async (query: MemberQuery = {}) => membersOf(await testApp().as("admin"), query);

const emailsOf = (page: { items: { email: string }[] }) => page.items.map((member) => member.email);

describe("GET /api/admin/users", () => {
  it("finds members by name or e-mail, filters by access and role, sorts and pages", async () => {
    const paid = await testApp().as("paid");
    const unpaid = await testApp().as("unpaid");
    const refunded = await testApp().as("refunded");
    const admin = await testApp().as("admin");

    const everyone = await membersOf(admin, { sort: "oldest" });
    expect(emailsOf(everyone)).toEqual([paid, unpaid, refunded, admin].map((client) => client.account.email));
    expect(everyone).toMatchObject({ total: 4, page: 1, pageCount: 1 });

    expect(emailsOf(await list({ filter: "paid" }))).toEqual(
      expect.arrayContaining([paid.account.email, admin.account.email]),
    );
    expect(emailsOf(await list({ filter: "unpaid" }))).toEqual(expect.arrayContaining([unpaid.account.email]));
    expect(emailsOf(await list({ filter: "refunded" }))).toEqual([refunded.account.email]);
    expect((await list({ filter: "admin" })).items.every((member) => member.isAdmin)).toBe(true);
    expect(emailsOf(await list({ q: unpaid.account.email.slice(0, 10).toUpperCase() }))).toEqual([
      unpaid.account.email,
    ]);
    expect(emailsOf(await list({ q: "Member 2" }))).toEqual([unpaid.account.email]);
    expect((await list({ q: "%_" })).total).toBe(0);

    const first = await membersOf(admin, { sort: "email", limit: "2" });
    const second = await membersOf(admin, { sort: "email", limit: "2", page: "2" });
    expect(first.pageCount).toBeGreaterThanOrEqual(3);
    const both = [...emailsOf(first), ...emailsOf(second)];
    expect(both).toEqual([...both].sort());
    expect(new Set(both).size).toBe(4);
  });

  it("shows each member's plan, time saved and last sign-in", async () => {
    const member = await testApp().as("unpaid");
    await subscribe(member, "yearly");
    await member.post("/api/functions/track-usage", { event: "prompt_copied", minutes_saved: 20 });
    const found = (await list({ q: member.account.email })).items[0];
    expect(found).toMatchObject({ plan: "yearly", isPaid: true, minutesSaved: 20, paidByHand: false });
    expect(found?.lastSignInAt).not.toBeNull();
    expect(emailsOf(await list({ sort: "minutes_saved" }))[0]).toBe(member.account.email);
  });

  it("refuses unknown filters and orders, and is for admins only", async () => {
    const admin = await testApp().as("admin");
    for (const query of ["filter=vip", "sort=random", "page=0"]) {
      expectError(await admin.get(`/api/admin/users?${query}`), 400);
    }
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

    const detail = await expectJson(admin.api.admin.users[":id"].$get({ param: { id: member.account.id } }));
    expect(detail).toMatchObject({
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
    expect(detail.signIns).toHaveLength(1);
    expect((await admin.get("/api/admin/users/no-such-member")).status).toBe(404);
  });
});
