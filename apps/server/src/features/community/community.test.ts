import type { SubmitCommunityPromptInput } from "@promptloom/contracts/community-prompts";
import { describe, expect, it } from "vitest";

import { libraryCategories } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
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

const submit = (author: SignedInClient, json: SubmitCommunityPromptInput = prompt) =>
  expectJson(author.api["community-prompts"].$post({ json }), 201);

const readPrompt = (member: SignedInClient, id: string) =>
  expectJson(member.api["community-prompts"][":id"].$get({ param: { id } }));

type ListQuery = Parameters<SignedInClient["api"]["community-prompts"]["$get"]>[0]["query"];
type QueueQuery = Parameters<SignedInClient["api"]["admin"]["community-prompts"]["$get"]>[0]["query"];

const listOf = (member: SignedInClient, query: ListQuery = {}) =>
  expectJson(member.api["community-prompts"].$get({ query }));

const queueOf = (admin: SignedInClient, query: QueueQuery = {}) =>
  expectJson(admin.api.admin["community-prompts"].$get({ query }));

const approve = async (id: string) => {
  const admin = await testApp().as("admin");
  expect((await admin.post(`/api/admin/community-prompts/${id}/approve`)).status).toBe(204);
};

const titles = async (member: SignedInClient, query: ListQuery = {}) =>
  (await listOf(member, query)).items.map((item) => item.title);

describe("sharing a prompt", () => {
  it("waits for approval: only its author sees it, with its status, until an admin approves it", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const other = await testApp().as("paid");
    const submitted = await submit(author);
    expect(submitted).toMatchObject({ status: "pending", isOwn: true, tags: ["meetings", "notes"], voteCount: 0 });

    expect(await titles(other)).toEqual([]);
    expect((await other.get(`/api/community-prompts/${submitted.id}`)).status).toBe(404);
    expect(await titles(author, { scope: "mine" })).toEqual(["Meeting recap"]);

    await approve(submitted.id);
    expect(await titles(other)).toEqual(["Meeting recap"]);
    expect(await readPrompt(other, submitted.id)).toMatchObject({
      status: "approved",
      isOwn: false,
      authorName: "Member",
    });
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
    const mine = await listOf(author, { scope: "mine" });
    expect(mine.items[0]).toMatchObject({ status: "rejected", rejectionReason: "Please add an example." });
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

    expect(await titles(voter, { q: "retro" })).toEqual(["Retro questions"]);
    expect(await titles(voter, { sort: "top" })).toEqual(["Standup summary", "Retro questions"]);
    expect(await titles(voter, { sort: "newest" })).toEqual(["Retro questions", "Standup summary"]);
    expect(await titles(voter, { category: "email" })).toEqual([]);
    const page = await listOf(voter, { limit: "1" });
    const next = await listOf(voter, { limit: "1", cursor: page.nextCursor ?? "" });
    expect([...page.items, ...next.items].map((item) => item.title)).toEqual(["Standup summary", "Retro questions"]);
  });

  it("refuses a cursor from another sort order, or with an altered position, with 400", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    for (const title of ["Standup summary", "Retro questions"])
      await approve((await submit(author, { ...prompt, title })).id);
    const member = await testApp().as("paid");
    const list = (query: string) => member.get(`/api/community-prompts?limit=1&${query}`);
    const top = (await listOf(member, { limit: "1" })).nextCursor ?? "";
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

    const votes = voter.api["community-prompts"][":id"].vote;
    const vote = () => expectJson(votes.$post({ param: { id } }));
    const unvote = () => expectJson(votes.$delete({ param: { id } }));
    expect(await vote()).toEqual({ voteCount: 1, hasVoted: true });
    expect(await vote()).toEqual({ voteCount: 1, hasVoted: true });
    await (await testApp().as("paid")).post(`/api/community-prompts/${id}/vote`);
    expect(await readPrompt(voter, id)).toMatchObject({
      voteCount: 2,
      hasVoted: true,
    });
    expect(await unvote()).toEqual({ voteCount: 1, hasVoted: false });
    expect((await unvote()).voteCount).toBe(1);
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
    expect((await readPrompt(member, id)).hasReported).toBe(true);

    const admin = await testApp().as("admin");
    const queue = await queueOf(admin, { status: "reported" });
    expect(queue.items).toEqual([expect.objectContaining({ id, openReports: 1 })]);
    const reports = await expectJson(admin.api.admin["community-prompts"][":id"].reports.$get({ param: { id } }));
    expect(reports.items).toEqual([expect.objectContaining({ reason: "spam", details: "Links to a shop." })]);
    await admin.post(`/api/admin/community-prompts/${id}/reports/resolve`);
    expect((await queueOf(admin, { status: "reported" })).items).toEqual([]);
  });
});

describe("moderation", () => {
  it("lists pending submissions oldest first with their authors, for admins only", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    await submit(author, { ...prompt, title: "First" });
    await submit(author, { ...prompt, title: "Second" });
    const admin = await testApp().as("admin");
    const queue = await queueOf(admin);
    expect(queue.items.map((item) => [item.title, item.authorEmail])).toEqual([
      ["First", author.account.email],
      ["Second", author.account.email],
    ]);
    const page = await queueOf(admin, { limit: "1" });
    const rest = await queueOf(admin, { limit: "1", cursor: page.nextCursor ?? "" });
    expect(rest.items.map((item) => item.title)).toEqual(["Second"]);
    const altered = rewriteCursor(page.nextCursor ?? "", (keyset) => ({ ...keyset, createdAt: "2026-13-01" }));
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

    const log = await expectJson(admin.api.admin["audit-log"].$get({ query: { targetType: "community_prompt" } }));
    expect(log.items.map((entry) => [entry.action, entry.reason, entry.after])).toEqual([
      ["community_prompt.reject", "Duplicate of a library prompt", { status: "rejected" }],
      ["community_prompt.dismiss_reports", null, { reportsResolved: 1 }],
      ["community_prompt.approve", null, { status: "approved" }],
    ]);
    expect(log.items[0]).toMatchObject({
      actorEmail: admin.account.email,
      targetId: id,
      targetLabel: "Meeting recap",
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await admin.post(`/api/admin/community-prompts/${unknown}/reports/resolve`)).status).toBe(404);
    expect((await admin.post(`/api/admin/community-prompts/${unknown}/approve`)).status).toBe(404);
    expect((await admin.get(`/api/admin/community-prompts/${unknown}/reports`)).status).toBe(404);
  });

  it("removes a reported prompt with a reason its author sees, closing its reports, and shows whether its author is banned", async () => {
    await stockCategories();
    const author = await testApp().as("paid");
    const { id } = await submit(author);
    await approve(id);
    const reader = await testApp().as("paid");
    await reader.post(`/api/community-prompts/${id}/report`, { reason: "offensive" });
    const admin = await testApp().as("admin");
    expect((await queueOf(admin, { status: "reported" })).items[0]).toMatchObject({
      id,
      authorId: author.account.id,
      isAuthorBanned: false,
      openReports: 1,
    });

    const remove = (reason: string) =>
      admin.api.admin["community-prompts"][":id"].remove.$post({ param: { id }, json: { reason } });
    expect((await remove("")).status).toBe(400);
    expect((await remove("Insults other members")).status).toBe(204);
    expect(await titles(reader)).toEqual([]);
    expect((await listOf(author, { scope: "mine" })).items[0]).toMatchObject({
      status: "rejected",
      rejectionReason: "Insults other members",
    });
    expect((await queueOf(admin, { status: "reported" })).items).toEqual([]);

    await admin.post(`/api/admin/users/${author.account.id}/community-ban`, { reason: "Insults" });
    expect((await queueOf(admin, { status: "rejected" })).items[0]).toMatchObject({ isAuthorBanned: true });
    const log = await expectJson(admin.api.admin["audit-log"].$get({ query: { targetId: id } }));
    expect(log.items[0]).toMatchObject({
      action: "community_prompt.remove",
      after: { status: "rejected", reportsResolved: 1 },
    });
  });
});
