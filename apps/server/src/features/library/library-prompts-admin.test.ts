import type { AdminLibraryImportInput, AdminLibraryPromptInput } from "@promptloom/contracts/library-admin";
import { describe, expect, it } from "vitest";

import { libraryCategories } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";

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

const create = (admin: SignedInClient, input: AdminLibraryPromptInput = recap) =>
  expectJson(admin.api.admin.library.$post({ json: input }), 201);

const memberTitles = async () => {
  const member = await testApp().as("paid");
  return (await expectJson(member.api.library.$get({ query: { sort: "newest" } }))).items.map((item) => item.title);
};

const auditOf = async (admin: SignedInClient, query: Record<string, string>) =>
  (await expectJson(admin.api.admin["audit-log"].$get({ query }))).items;

/** The admin list's query as the route types it. */
type AdminListQuery = Parameters<SignedInClient["api"]["admin"]["library"]["$get"]>[0]["query"];

const listAdmin = (admin: SignedInClient, query: AdminListQuery) => expectJson(admin.api.admin.library.$get({ query }));

const importFile = (admin: SignedInClient, input: AdminLibraryImportInput) =>
  expectJson(admin.api.admin.library.import.$post({ json: input }));

describe("library prompts for admins", () => {
  it("creates a draft that members see only once it is published, and edits it", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const created = await create(admin);
    expect(created).toMatchObject({ slug: "meeting-recap", status: "draft", example: recap.example });
    expect(await memberTitles()).toEqual([]);

    const prompt = admin.api.admin.library[":id"];
    const param = { id: created.id };
    const published = await expectJson(prompt.$patch({ param, json: { status: "published", featured: true } }));
    expect(published).toMatchObject({ status: "published", featured: true });
    expect(await memberTitles()).toEqual(["Meeting recap"]);

    const edited = await expectJson(
      prompt.$put({
        param,
        json: { ...recap, title: "Meeting recap for managers", status: "published", featured: true },
      }),
    );
    expect(edited.title).toBe("Meeting recap for managers");
    expect((await auditOf(admin, { targetId: created.id })).map((entry) => [entry.action, entry.after])).toEqual([
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
    const wrongType = await admin.post("/api/admin/library", { ...recap, slug: "other", category: "photography" });
    expect(expectError(wrongType, 400).message).toBe("That category holds image prompts");
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

    const titles = async (query: AdminListQuery) => (await listAdmin(admin, query)).items.map((item) => item.title);
    expect(await titles({ type: "text", sort: "title" })).toEqual(["Cold e-mail", "Meeting recap"]);
    expect(await titles({ type: "image" })).toEqual(["Portrait"]);
    expect(await titles({ type: "text", status: "draft" })).toEqual(["Meeting recap"]);
    expect(await titles({ type: "text", q: "sales" })).toEqual(["Cold e-mail"]);
    expect(await titles({ type: "text", category: "email" })).toEqual(["Cold e-mail"]);
    const paged = await listAdmin(admin, { type: "text", sort: "title", limit: "1", page: "2" });
    expect(paged).toMatchObject({ total: 2, pageCount: 2, page: 2 });
    expect(paged.items.map((item) => item.title)).toEqual(["Meeting recap"]);
    expect((await admin.get("/api/admin/library")).status).toBe(400);
  });

  it("deletes prompts one at a time and in bulk, each in the audit log", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const one = await create(admin);
    const two = await create(admin, { ...recap, slug: "two", body: "Second {{topic}}" });
    const three = await create(admin, { ...recap, slug: "three", body: "Third {{topic}}" });
    const bulk = (ids: string[]) =>
      expectJson(admin.api.admin.library.bulk.$post({ json: { action: "publish", ids } }));
    expect((await bulk([one.id, two.id])).changed).toBe(2);
    expect((await bulk([one.id])).changed).toBe(0);
    expect(await memberTitles()).toHaveLength(2);

    expect((await admin.delete(`/api/admin/library/${three.id}`)).status).toBe(204);
    expect((await admin.post("/api/admin/library/bulk", { action: "delete", ids: [one.id, two.id] })).status).toBe(200);
    expect((await listAdmin(admin, { type: "text" })).total).toBe(0);
    expect((await auditOf(admin, { action: "library_prompt.delete" })).map((entry) => entry.targetLabel)).toHaveLength(
      3,
    );
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

    const preview = await importFile(admin, { format: "json", content: file, existing: "update", dryRun: true });
    expect(preview).toMatchObject({
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

    const committed = await importFile(admin, { format: "json", content: file, existing: "update" });
    expect(committed).toMatchObject({ dryRun: false, imported: 2 });
    expect((await memberTitles()).sort()).toEqual(["Meeting recap, sharper", "Thank-you note"]);
    const [entry] = await auditOf(admin, { action: "library.import" });
    expect(entry?.after).toEqual({ added: 1, updated: 1, rejected: 2 });

    const again = await importFile(admin, { format: "json", content: file, existing: "update", dryRun: true });
    expect(again).toMatchObject({ imported: 0, unchanged: 2, added: [], updated: [] });
    const skipping = await importFile(admin, { format: "json", content: file, dryRun: true });
    expect(skipping.skipped[0]).toMatchObject({
      row: 1,
      reason: 'Duplicate: the slug "meeting-recap" is already in the library',
    });
  });
});
