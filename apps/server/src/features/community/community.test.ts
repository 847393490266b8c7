import type { AuditEntry } from "@promptloom/contracts/audit";
import type { CommunityPrompt, ModerationItem, VoteResponse } from "@promptloom/contracts/community-prompts";
import type { ListResponse } from "@promptloom/contracts/list";
import { describe, expect, it } from "vitest";

import { libraryCategories } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { rewriteCursor } from "../../testing/rewrite-cursor.ts";

const testApp = useTestApp();

const prompt = {
  title: "Meeting recap",
  body: "Turn these notes into a recap for {{audience:the team}}: {{notes}}",
  category: "writing",
  tags: ["Meetings", "notes"],
};

const stockCategories = () =>
  testApp()
    .db.insert(libraryCategories)
    .values({ slug: "writing", name: "Writing", description: "Words.", type: "text" });

const submit = async (author: SignedInClient, body: Record<string, unknown> = prompt) => {
  const response = await author.post<CommunityPrompt>("/api/community-prompts", body);
  expect(response.status).toBe(201);
  return response.body;
};

const approve = async (id: string) => {
  const admin = await testApp().as("admin");
  expect((await admin.post(`/api/admin/community-prompts/${id}/approve`)).status).toBe(204);
};

const titles = async (member: SignedInClient, query = "") =>
  (await member.get<ListResponse<CommunityPrompt>>(`/api/community-prompts?${query}`)).body.items.map(
    (item) => item.title,
  );

describe("sharing a prompt", () => {
  it("waits for approval: only its author sees it, with its status, until an admin approves it", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const other = await testApp().as("paid");
    const submitted = await submit(author);
    expect(submitted).toMatchObject({ status: "pending", isOwn: true, tags: ["meetings", "notes"], voteCount: 0 });

    expect(await titles(other)).toEqual([]);
    expect((await other.get(`/api/community-prompts/${submitted.id}`)).status).toBe(404);
    expect(await titles(author, "scope=mine")).toEqual(["Meeting recap"]);

    await approve(submitted.id);
    expect(await titles(other)).toEqual(["Meeting recap"]);
    const seen = await other.get<CommunityPrompt>(`/api/community-prompts/${submitted.id}`);
    expect(seen.body).toMatchObject({ status: "approved", isOwn: false, authorName: "Member" });
  });

  it("tells the author why a prompt was not accepted", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const submitted = await submit(author);
    const admin = await testApp().as("admin");
    const rejected = await admin.post(`/api/admin/community-prompts/${submitted.id}/reject`, {
      reason: "Please add an example.",
    });
    expect(rejected.status).toBe(204);
    const mine = await author.get<ListResponse<CommunityPrompt>>("/api/community-prompts?scope=mine");
    expect(mine.body.items[0]).toMatchObject({ status: "rejected", rejectionReason: "Please add an example." });
  });

  it("validates the title, prompt, category and tags", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...prompt, title: " " }, "Title is required"],
      [{ ...prompt, body: "" }, "Prompt is required"],
      [{ ...prompt, category: "cooking" }, "Pick a category"],
      [{ ...prompt, tags: ["no_underscores"] }, "Tags are lowercase words separated by single spaces or hyphens"],
      [{ ...prompt, body: "Summarise {{the text}}" }, expect.stringContaining('uses "the text" as a name') as string],
    ];
    for (const [body, message] of cases) {
      const response = await author.post("/api/community-prompts", body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: "validation_error", message } });
    }
  });

  it("allows five submissions a day per member", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    for (let index = 0; index < 5; index += 1) await submit(author, { ...prompt, title: `Prompt ${index}` });
    const sixth = await author.post("/api/community-prompts", prompt);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toMatch(/^\d+$/);
    await submit(await testApp().as("paid"));
  });

  it("searches, filters and sorts approved prompts", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const first = await submit(author, { ...prompt, title: "Standup summary", body: "Summarise the standup." });
    const second = await submit(author, { ...prompt, title: "Retro questions", body: "Questions for a retro." });
    await approve(first.id);
    await approve(second.id);
    const voter = await testApp().as("paid");
    await voter.post(`/api/community-prompts/${first.id}/vote`);

    expect(await titles(voter, "q=retro")).toEqual(["Retro questions"]);
    expect(await titles(voter, "sort=top")).toEqual(["Standup summary", "Retro questions"]);
    expect(await titles(voter, "sort=newest")).toEqual(["Retro questions", "Standup summary"]);
    expect(await titles(voter, "category=email")).toEqual([]);
    const page = await voter.get<ListResponse<CommunityPrompt>>("/api/community-prompts?limit=1");
    const next = await voter.get<ListResponse<CommunityPrompt>>(
      `/api/community-prompts?limit=1&cursor=${page.body.nextCursor}`,
    );
    expect([...page.body.items, ...next.body.items].map((item) => item.title)).toEqual([
      "Standup summary",
      "Retro questions",
    ]);
  });

  it("refuses a cursor from another sort order, or with an altered position, with 400", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    for (const title of ["Standup summary", "Retro questions"])
      await approve((await submit(author, { ...prompt, title })).id);
    const member = await testApp().as("paid");
    const list = (query: string) => member.get(`/api/community-prompts?limit=1&${query}`);
    const top =
      (await member.get<ListResponse<CommunityPrompt>>("/api/community-prompts?limit=1")).body.nextCursor ?? "";
    expect((await list(`sort=top&cursor=${top}`)).status).toBe(200);
    expect((await list(`sort=newest&cursor=${top}`)).status).toBe(400);
    const altered = rewriteCursor(top, (keyset) => ({ ...keyset, first: "many" }));
    expect((await list(`sort=top&cursor=${altered}`)).status).toBe(400);
  });

  it("is for paying members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/community-prompts"), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});

describe("votes", () => {
  it("counts one vote per member, lets it be taken back, and not for one's own prompt", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const { id } = await submit(author);
    const voter = await testApp().as("paid");
    expect((await voter.post(`/api/community-prompts/${id}/vote`)).status).toBe(404);
    await approve(id);

    const vote = () => voter.post<VoteResponse>(`/api/community-prompts/${id}/vote`);
    expect((await vote()).body).toEqual({ voteCount: 1, hasVoted: true });
    expect((await vote()).body).toEqual({ voteCount: 1, hasVoted: true });
    await (await testApp().as("paid")).post(`/api/community-prompts/${id}/vote`);
    expect((await voter.get<CommunityPrompt>(`/api/community-prompts/${id}`)).body).toMatchObject({
      voteCount: 2,
      hasVoted: true,
    });
    expect((await voter.delete<VoteResponse>(`/api/community-prompts/${id}/vote`)).body).toEqual({
      voteCount: 1,
      hasVoted: false,
    });
    expect((await voter.delete<VoteResponse>(`/api/community-prompts/${id}/vote`)).body.voteCount).toBe(1);
    expect((await author.post(`/api/community-prompts/${id}/vote`)).status).toBe(403);
  });
});

describe("reports", () => {
  it("takes one report per member and puts the prompt in the moderators' reported queue", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const { id } = await submit(author);
    await approve(id);
    const member = await testApp().as("paid");
    const report = (body: Record<string, unknown>) => member.post(`/api/community-prompts/${id}/report`, body);

    expect((await report({ reason: "nonsense" })).status).toBe(400);
    expect((await report({ reason: "spam", details: "Links to a shop." })).status).toBe(204);
    expect((await report({ reason: "spam" })).status).toBe(409);
    expect((await member.get<CommunityPrompt>(`/api/community-prompts/${id}`)).body.hasReported).toBe(true);

    const admin = await testApp().as("admin");
    const queue = await admin.get<ListResponse<ModerationItem>>("/api/admin/community-prompts?status=reported");
    expect(queue.body.items).toEqual([expect.objectContaining({ id, openReports: 1 })]);
    const reports = await admin.get<{ items: { reason: string; details: string }[] }>(
      `/api/admin/community-prompts/${id}/reports`,
    );
    expect(reports.body.items).toEqual([expect.objectContaining({ reason: "spam", details: "Links to a shop." })]);
    await admin.post(`/api/admin/community-prompts/${id}/reports/resolve`);
    const after = await admin.get<ListResponse<ModerationItem>>("/api/admin/community-prompts?status=reported");
    expect(after.body.items).toEqual([]);
  });
});

describe("moderation", () => {
  it("lists pending submissions oldest first with their authors, for admins only", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    await submit(author, { ...prompt, title: "First" });
    await submit(author, { ...prompt, title: "Second" });
    const admin = await testApp().as("admin");
    const queue = await admin.get<ListResponse<ModerationItem>>("/api/admin/community-prompts");
    expect(queue.body.items.map((item) => [item.title, item.authorEmail])).toEqual([
      ["First", author.account.email],
      ["Second", author.account.email],
    ]);
    const page = await admin.get<ListResponse<ModerationItem>>("/api/admin/community-prompts?limit=1");
    const rest = await admin.get<ListResponse<ModerationItem>>(
      `/api/admin/community-prompts?limit=1&cursor=${page.body.nextCursor}`,
    );
    expect(rest.body.items.map((item) => item.title)).toEqual(["Second"]);
    const altered = rewriteCursor(page.body.nextCursor ?? "", (keyset) => ({ ...keyset, createdAt: "2026-13-01" }));
    expect((await admin.get(`/api/admin/community-prompts?limit=1&cursor=${altered}`)).status).toBe(400);
    await expectAccess(testApp(), (client) => client.get("/api/admin/community-prompts"), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 403,
      admin: 200,
    });
  });

  it("writes each decision to the audit log with the moderator, the prompt and the reason", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const { id } = await submit(author);
    const admin = await testApp().as("admin");
    await admin.post(`/api/admin/community-prompts/${id}/approve`);
    await (await testApp().as("paid")).post(`/api/community-prompts/${id}/report`, { reason: "spam" });
    await admin.post(`/api/admin/community-prompts/${id}/reports/resolve`);
    await admin.post(`/api/admin/community-prompts/${id}/reject`, { reason: "Duplicate of a library prompt" });

    const log = await admin.get<ListResponse<AuditEntry>>("/api/admin/audit-log?targetType=community_prompt");
    expect(log.body.items.map((entry) => [entry.action, entry.reason, entry.after])).toEqual([
      ["community_prompt.reject", "Duplicate of a library prompt", { status: "rejected" }],
      ["community_prompt.dismiss_reports", null, { reportsResolved: 1 }],
      ["community_prompt.approve", null, { status: "approved" }],
    ]);
    expect(log.body.items[0]).toMatchObject({
      actorEmail: admin.account.email,
      targetId: id,
      targetLabel: "Meeting recap",
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await admin.post(`/api/admin/community-prompts/${unknown}/reports/resolve`)).status).toBe(404);
    expect((await admin.post(`/api/admin/community-prompts/${unknown}/approve`)).status).toBe(404);
  });
});
