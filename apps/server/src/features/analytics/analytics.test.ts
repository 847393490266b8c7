import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  aiUsageDaily,
  libraryCategories,
  libraryPrompts,
  subscriptions,
  usageEvents,
  user,
} from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { subscribe } from "../../testing/demo-checkout-steps.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectBody, expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp();

const analyticsOf = (
  admin: TestClient,
  query: { from: string; to: string; interval?: "day" | "week" | "month"; timeZone?: string },
) => expectJson(admin.api.admin.analytics.$get({ query }));

/** The CSV export's lines; the typed client reads JSON only. */
const exportedLines = async (admin: TestClient, query: string) => {
  const response = await admin.get(`/api/admin/analytics/export?${query}`);
  return { headers: response.headers, lines: expectBody(response, z.string()).trim().split("\n") };
};

const joinedOn = (member: SignedInClient, at: string) =>
  testApp()
    .db.update(user)
    .set({ createdAt: new Date(at) })
    .where(eq(user.id, member.account.id));

const track = (member: SignedInClient, at: string, values: Partial<typeof usageEvents.$inferInsert> = {}) =>
  testApp()
    .db.insert(usageEvents)
    .values({
      userId: member.account.id,
      event: "prompt_copied",
      minutesSaved: 15,
      createdAt: new Date(at),
      ...values,
    });

const valuesOf = (points: { value: number }[]) => points.map((point) => point.value);

describe("GET /api/admin/analytics", () => {
  it("counts sign-ups, conversions, active members, usage by category and hours saved per period", async () => {
    const admin = await testApp().as("admin");
    const early = await testApp().as("unpaid");
    const late = await testApp().as("unpaid");
    await joinedOn(admin, "2025-12-01T12:00:00Z");
    await joinedOn(early, "2026-01-01T12:00:00Z");
    await joinedOn(late, "2026-01-03T12:00:00Z");
    await subscribe(early);
    await testApp()
      .db.update(subscriptions)
      .set({ createdAt: new Date("2026-01-02T09:00:00Z") })
      .where(eq(subscriptions.userId, early.account.id));
    await track(early, "2026-01-01T10:00:00Z", { category: "voice" });
    await track(early, "2026-01-01T11:00:00Z", { category: "library", minutesSaved: 45 });
    await track(late, "2026-01-03T10:00:00Z", { category: "voice" });
    await testApp().db.insert(aiUsageDaily).values({ userId: early.account.id, day: "2026-01-02", requests: 4 });

    const analytics = await analyticsOf(admin, { from: "2026-01-01", to: "2026-01-03" });
    expect(analytics.periods).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"]);
    expect(valuesOf(analytics.signUps)).toEqual([1, 0, 1]);
    expect(valuesOf(analytics.paidConversions)).toEqual([0, 1, 0]);
    expect(valuesOf(analytics.activeMembers)).toEqual([1, 0, 1]);
    expect(valuesOf(analytics.hoursSaved)).toEqual([1, 0, 0.3]);
    expect(analytics.usageByCategory.map((series) => [series.category, valuesOf(series.points)])).toEqual([
      ["voice", [1, 0, 1]],
      ["library", [1, 0, 0]],
    ]);
    expect(valuesOf(analytics.aiCalls.points)).toEqual([0, 4, 0]);
  });

  it("groups by week from Monday and by month, in the admin's time zone", async () => {
    const admin = await testApp().as("admin");
    // 23:30 on Sunday 4 January in New York is Monday in UTC.
    await track(admin, "2026-01-05T04:30:00Z");
    await track(admin, "2026-02-10T12:00:00Z");
    const weekly = await analyticsOf(admin, {
      from: "2026-01-01",
      to: "2026-01-14",
      interval: "week",
      timeZone: "America/New_York",
    });
    expect(weekly.periods).toEqual(["2025-12-29", "2026-01-05", "2026-01-12"]);
    expect(valuesOf(weekly.activeMembers)).toEqual([1, 0, 0]);
    const monthly = await analyticsOf(admin, { from: "2026-01-01", to: "2026-02-28", interval: "month" });
    expect(monthly.periods).toEqual(["2026-01-01", "2026-02-01"]);
    expect(valuesOf(monthly.activeMembers)).toEqual([1, 1]);
  });

  it("ranks the library prompts copied most in the period", async () => {
    const admin = await testApp().as("admin");
    await testApp()
      .db.insert(libraryCategories)
      .values({ slug: "writing", name: "Writing", description: "W.", type: "text" });
    const [first, second] = await testApp()
      .db.insert(libraryPrompts)
      .values(
        ["Cold e-mail", "Meeting recap"].map((title, index) => ({
          slug: `prompt-${index}`,
          title,
          description: "A prompt.",
          body: `Write ${title}.`,
          type: "text" as const,
          category: "writing",
          models: ["chatgpt"],
        })),
      )
      .returning();
    const copied = (id: string | undefined, at = "2026-03-01T12:00:00Z") =>
      track(admin, at, { source: "library", promptId: id });
    // One copy per member, prompt and day counts, as on the public counter.
    await copied(second?.id);
    await copied(second?.id);
    await copied(second?.id, "2026-03-02T12:00:00Z");
    await copied(first?.id);
    await copied(first?.id);
    const analytics = await analyticsOf(admin, { from: "2026-03-01", to: "2026-03-31" });
    expect(analytics.topLibraryPrompts.map((prompt) => [prompt.title, prompt.copies])).toEqual([
      ["Meeting recap", 2],
      ["Cold e-mail", 1],
    ]);

    const csv = await exportedLines(admin, "series=top_library_prompts&from=2026-03-01&to=2026-03-31");
    expect(csv.headers.get("content-disposition")).toContain(
      'filename="top-copied-library-prompts-2026-03-01-to-2026-03-31.csv"',
    );
    expect(csv.lines).toEqual([
      "rank,title,slug,type,copies",
      "1,Meeting recap,prompt-1,text,2",
      "2,Cold e-mail,prompt-0,text,1",
    ]);
  });

  it("exports each series as CSV, categories as columns", async () => {
    const admin = await testApp().as("admin");
    await track(admin, "2026-01-02T12:00:00Z", { category: "voice" });
    const csv = await exportedLines(admin, "series=usage_by_category&from=2026-01-01&to=2026-01-02");
    expect(csv.lines).toEqual(["period,voice", "2026-01-01,0", "2026-01-02,1"]);
    const signUps = await exportedLines(admin, "series=sign_ups&from=2026-01-01&to=2026-01-01");
    expect(signUps.lines).toEqual(["period,sign_ups", "2026-01-01,0"]);
    expect((await admin.get("/api/admin/analytics/export?series=nonsense&from=2026-01-01&to=2026-01-01")).status).toBe(
      400,
    );
  });

  it("refuses periods that end before they start, are too long or are not dates", async () => {
    const admin = await testApp().as("admin");
    expect((await admin.get("/api/admin/analytics?from=2026-02-01&to=2026-01-01")).status).toBe(400);
    expect((await admin.get("/api/admin/analytics?from=2020-01-01&to=2026-01-01")).status).toBe(400);
    expect((await admin.get("/api/admin/analytics?from=yesterday&to=2026-01-01")).status).toBe(400);
    expect((await admin.get("/api/admin/analytics?from=2026-01-01&to=2026-01-02&timeZone=Mars/Base")).status).toBe(400);
    await expectAccess(testApp(), (client) => client.get("/api/admin/analytics?from=2026-01-01&to=2026-01-02"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});

describe("GET /api/admin/overview", () => {
  it("sums up members, revenue, this month's movement, time saved and what waits for review", async () => {
    const admin = await testApp().as("admin");
    const monthly = await testApp().as("unpaid");
    const yearly = await testApp().as("unpaid");
    const leaver = await testApp().as("unpaid");
    await testApp().as("refunded");
    await subscribe(monthly, "monthly");
    await subscribe(yearly, "yearly");
    await subscribe(leaver, "monthly");
    await testApp()
      .db.update(subscriptions)
      .set({ createdAt: sql`now() - interval '90 days'` })
      .where(eq(subscriptions.userId, leaver.account.id));
    const ticket = { subject: "Invoice", category: "billing", message: "Please add our VAT number." } as const;
    const answered = await monthly.api.support.tickets.$post({ json: ticket });
    await yearly.api.support.tickets.$post({ json: ticket });
    await admin.api.admin.support.tickets[":id"].replies.$post({
      param: { id: (await answered.json()).id },
      json: { message: "Done." },
    });
    await leaver.post("/api/billing/demo/portal/cancel");
    await admin.post(`/api/admin/users/${leaver.account.id}/access`, { access: "refunded", reason: "Chargeback" });
    await track(monthly, new Date().toISOString(), { minutesSaved: 30 });

    const overview = await expectJson(admin.api.admin.overview.$get({ query: {} }));
    expect(overview).toMatchObject({
      members: 5,
      subscriptions: { monthly: 1, yearly: 1 },
      mrrCents: 1499 + 1075,
      refundedMembers: 2,
      minutesSavedByAll: 30,
      pendingModeration: { submissions: 0, reportedPrompts: 0 },
      openSupportTickets: 1,
    });
    // The admin's own access is no subscription: it is counted apart.
    expect(overview.payingMembers).toBe(2);
    expect(overview.grantedAccess).toBe(1);
    expect(overview.thisMonth).toMatchObject({
      signUps: 5,
      paidConversions: 2,
      churned: 1,
      churnRate: 1,
      payingAtMonthStart: 1,
      refunds: 1,
    });
    expect(overview.recentAudit[0]).toMatchObject({
      action: "user.mark_refunded",
      targetLabel: leaver.account.email,
    });

    await expectAccess(testApp(), (client) => client.get("/api/admin/overview"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});
