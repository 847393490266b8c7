import type { AuditEntry } from "@promptloom/contracts/audit";
import type {
  AdminLibraryList,
  AdminLibraryPromptInput,
  LibraryImportReport,
} from "@promptloom/contracts/library-admin";
import type { LibraryItem, LibraryList } from "@promptloom/contracts/library-search";
import type { ListResponse } from "@promptloom/contracts/list";
import { describe, expect, it } from "vitest";

import { libraryCategories } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";

const testApp = useTestApp();

const stockCategories = () =>
  testApp()
    .db.insert(libraryCategories)
    .values([
      { slug: "writing", name: "Writing", description: "Words.", type: "text", position: 1 },
      { slug: "email", name: "E-mail", description: "Mail.", type: "text", position: 2 },
      { slug: "photography", name: "Photography", description: "Photos.", type: "image", position: 3 },
    ]);

const recap: AdminLibraryPromptInput = {
  slug: "meeting-recap",
  title: "Meeting recap",
  description: "Turn notes into a recap.",
  body: "Turn these notes into a recap for {{audience:the team}}: {{notes}}",
  example: "Notes from Monday's stand-up → five bullet points.",
  type: "text",
  category: "writing",
  tags: ["meetings"],
  models: ["chatgpt", "claude"],
  featured: false,
  status: "draft",
};

const create = async (admin: SignedInClient, input: AdminLibraryPromptInput = recap) => {
  const response = await admin.post<LibraryItem>("/api/admin/library", input);
  expect(response.status).toBe(201);
  return response.body;
};

const memberTitles = async () => {
  const member = await testApp().as("paid");
  return (await member.get<LibraryList>("/api/library?sort=newest")).body.items.map((item) => item.title);
};

const auditOf = async (admin: SignedInClient, query: string) =>
  (await admin.get<ListResponse<AuditEntry>>(`/api/admin/audit-log?${query}`)).body.items;

describe("library prompts for admins", () => {
  it("creates a draft that members see only once it is published, and edits it", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const created = await create(admin);
    expect(created).toMatchObject({ slug: "meeting-recap", status: "draft", example: recap.example });
    expect(await memberTitles()).toEqual([]);

    const published = await admin.patch<LibraryItem>(`/api/admin/library/${created.id}`, {
      status: "published",
      featured: true,
    });
    expect(published.body).toMatchObject({ status: "published", featured: true });
    expect(await memberTitles()).toEqual(["Meeting recap"]);

    const edited = await admin.put<LibraryItem>(`/api/admin/library/${created.id}`, {
      ...recap,
      title: "Meeting recap for managers",
      status: "published",
      featured: true,
    });
    expect(edited.body.title).toBe("Meeting recap for managers");
    expect((await auditOf(admin, `targetId=${created.id}`)).map((entry) => [entry.action, entry.after])).toEqual([
      ["library_prompt.update", { title: "Meeting recap for managers" }],
      ["library_prompt.feature", { featured: true }],
      ["library_prompt.publish", { status: "published" }],
      ["library_prompt.create", expect.objectContaining({ slug: "meeting-recap", status: "draft" })],
    ]);
  });

  it("refuses an address in use, a category of the other type, a broken template and unknown ids", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const first = await create(admin);
    expect((await admin.post("/api/admin/library", { ...recap, title: "Another" })).status).toBe(409);
    const wrongType = await admin.post<{ error: { message: string } }>("/api/admin/library", {
      ...recap,
      slug: "other",
      category: "photography",
    });
    expect([wrongType.status, wrongType.body.error.message]).toEqual([400, "That category holds image prompts"]);
    expect(
      (await admin.post("/api/admin/library", { ...recap, slug: "broken", body: "Use {{the notes}}" })).status,
    ).toBe(400);
    expect((await admin.post("/api/admin/library", { ...recap, slug: "nowhere", category: "nowhere" })).status).toBe(
      400,
    );
    const second = await create(admin, { ...recap, slug: "second", body: "Another {{topic}}" });
    expect((await admin.put(`/api/admin/library/${second.id}`, { ...recap, body: "Another {{topic}}" })).status).toBe(
      409,
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await admin.put(`/api/admin/library/${unknown}`, recap)).status).toBe(404);
    expect((await admin.patch(`/api/admin/library/${unknown}`, { featured: true })).status).toBe(404);
    expect((await admin.patch(`/api/admin/library/${first.id}`, {})).status).toBe(400);
  });

  it("lists drafts and published prompts of one type, searched, filtered, sorted and paged", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    await create(admin);
    await create(admin, {
      ...recap,
      slug: "cold-email",
      title: "Cold e-mail",
      category: "email",
      body: "Write to {{name}}",
      status: "published",
      tags: ["sales"],
    });
    await create(admin, {
      ...recap,
      slug: "portrait",
      title: "Portrait",
      type: "image",
      category: "photography",
      body: "A portrait of {{subject}}",
      models: ["midjourney"],
    });

    const list = async (query: string) =>
      (await admin.get<AdminLibraryList>(`/api/admin/library?${query}`)).body.items.map((item) => item.title);
    expect(await list("type=text&sort=title")).toEqual(["Cold e-mail", "Meeting recap"]);
    expect(await list("type=image")).toEqual(["Portrait"]);
    expect(await list("type=text&status=draft")).toEqual(["Meeting recap"]);
    expect(await list("type=text&q=sales")).toEqual(["Cold e-mail"]);
    expect(await list("type=text&category=email")).toEqual(["Cold e-mail"]);
    const paged = await admin.get<AdminLibraryList>("/api/admin/library?type=text&sort=title&limit=1&page=2");
    expect(paged.body).toMatchObject({ total: 2, pageCount: 2, page: 2 });
    expect(paged.body.items.map((item) => item.title)).toEqual(["Meeting recap"]);
    expect((await admin.get("/api/admin/library")).status).toBe(400);
  });

  it("deletes prompts one at a time and in bulk, each in the audit log", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const one = await create(admin);
    const two = await create(admin, { ...recap, slug: "two", body: "Second {{topic}}" });
    const three = await create(admin, { ...recap, slug: "three", body: "Third {{topic}}" });
    const bulk = await admin.post<{ changed: number }>("/api/admin/library/bulk", {
      action: "publish",
      ids: [one.id, two.id],
    });
    expect(bulk.body.changed).toBe(2);
    expect(
      (await admin.post<{ changed: number }>("/api/admin/library/bulk", { action: "publish", ids: [one.id] })).body
        .changed,
    ).toBe(0);
    expect(await memberTitles()).toHaveLength(2);

    expect((await admin.delete(`/api/admin/library/${three.id}`)).status).toBe(204);
    expect((await admin.post("/api/admin/library/bulk", { action: "delete", ids: [one.id, two.id] })).status).toBe(200);
    expect((await admin.get<AdminLibraryList>("/api/admin/library?type=text")).body.total).toBe(0);
    expect((await auditOf(admin, "action=library_prompt.delete")).map((entry) => entry.targetLabel)).toHaveLength(3);
    expect((await admin.post("/api/admin/library/bulk", { action: "archive", ids: [one.id] })).status).toBe(400);
  });

  it("is for admins only", async () => {
    await stockCategories();
    const statuses = { anonymous: 401, unpaid: 403, paid: 403, refunded: 403 } as const;
    await expectAccess(testApp(), (client) => client.get("/api/admin/library?type=text"), { ...statuses, admin: 200 });
    let count = 0;
    await expectAccess(
      testApp(),
      (client) =>
        client.post("/api/admin/library", {
          ...recap,
          slug: `recap-${(count += 1)}`,
          body: `Recap ${count} {{notes}}`,
        }),
      { ...statuses, admin: 201 },
    );
  });
});

describe("import preview and commit", () => {
  it("previews what a file adds, updates and rejects (and why) before anything is stored, then commits it", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    await create(admin, { ...recap, status: "published" });
    const file = JSON.stringify([
      { ...recap, title: "Meeting recap, sharper", status: "published" },
      {
        ...recap,
        slug: "thank-you",
        title: "Thank-you note",
        body: "Thank {{name}} for {{reason}}.",
        category: "email",
        status: "published",
      },
      { ...recap, slug: "copy", title: "Copy", body: recap.body },
      { ...recap, slug: "bad", title: "Bad", body: "Broken {{the name}}" },
    ]);

    const preview = await admin.post<LibraryImportReport>("/api/admin/library/import", {
      format: "json",
      content: file,
      existing: "update",
      dryRun: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      dryRun: true,
      imported: 2,
      added: [{ row: 2, slug: "thank-you", title: "Thank-you note" }],
      updated: [{ row: 1, slug: "meeting-recap", changes: ["title"] }],
      unchanged: 0,
      skipped: [
        { row: 3, title: "Copy", reason: "Duplicate: the same prompt text is in row 1" },
        { row: 4, title: "Bad", reason: expect.stringContaining("body:") as string },
      ],
    });
    expect(await memberTitles()).toEqual(["Meeting recap"]);

    const committed = await admin.post<LibraryImportReport>("/api/admin/library/import", {
      format: "json",
      content: file,
      existing: "update",
    });
    expect(committed.body).toMatchObject({ dryRun: false, imported: 2 });
    expect((await memberTitles()).sort()).toEqual(["Meeting recap, sharper", "Thank-you note"]);
    const [entry] = await auditOf(admin, "action=library.import");
    expect(entry?.after).toEqual({ added: 1, updated: 1, rejected: 2 });

    const again = await admin.post<LibraryImportReport>("/api/admin/library/import", {
      format: "json",
      content: file,
      existing: "update",
      dryRun: true,
    });
    expect(again.body).toMatchObject({ imported: 0, unchanged: 2, added: [], updated: [] });
    const skipping = await admin.post<LibraryImportReport>("/api/admin/library/import", {
      format: "json",
      content: file,
      dryRun: true,
    });
    expect(skipping.body.skipped[0]).toMatchObject({
      row: 1,
      reason: 'Duplicate: the slug "meeting-recap" is already in the library',
    });
  });
});
