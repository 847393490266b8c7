import type { ResourceInput, ResourceQuery } from "@promptloom/contracts/resources";
import { describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import type { SignedInClient } from "../../testing/create-test-app.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { loadSeedResources } from "./load-seed-resources.ts";
import { seedResources } from "./seed-resources.ts";

const testApp = useTestApp();

const guide = {
  title: "Writing briefs for designers",
  summary: "What a designer needs from you before the first sketch.",
  body: "## The brief\n\nSay who it is for, what it must do and by when.",
  kind: "guide",
  tags: ["Design", "briefs", "design"],
} satisfies ResourceInput;

const create = (admin: SignedInClient, input: ResourceInput = guide) =>
  expectJson(admin.api.admin.resources.$post({ json: input }), 201);

const resources = async (client: SignedInClient, query: ResourceQuery = {}) =>
  expectJson(client.api.resources.$get({ query }));

/** The file goes as the request body, its name in the address, as the admin screen sends it. */
const upload = (admin: SignedInClient, id: string, name: string, bytes: Uint8Array<ArrayBuffer>) =>
  admin.api.admin.resources[":id"].file.$put(
    { param: { id }, query: { name } },
    { init: { body: bytes, headers: { "Content-Type": "application/octet-stream" } } },
  );

const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

const seed = () =>
  seedResources({
    db: testApp().db,
    storage: testApp().storage,
    logger: createLogger("silent"),
  });

describe("the starter resources", () => {
  it("are substantial guides and cheat sheets, and downloads that carry their file", async () => {
    const seeds = await loadSeedResources();
    const written = seeds.filter((item) => item.kind !== "download");
    expect(written.length).toBeGreaterThanOrEqual(5);
    for (const item of written) expect(item.body.length, item.title).toBeGreaterThan(1500);
    const downloads = seeds.filter((item) => item.kind === "download");
    expect(downloads.length).toBeGreaterThanOrEqual(2);
    for (const item of downloads) expect(item.file?.bytes.byteLength, item.title).toBeGreaterThan(100);
  });

  it("include a starter pack that imports into My Prompts", async () => {
    const pack = (await loadSeedResources()).find((item) => item.file?.name.endsWith(".json"));
    const member = await testApp().as("paid");
    const content = new TextDecoder().decode(pack?.file?.bytes);
    const report = await expectJson(member.api["saved-prompts"].import.$post({ json: { format: "json", content } }));
    expect(report).toEqual({ imported: 15, skipped: [] });
  });

  it("fill an empty resource center once, files included, and are searchable", async () => {
    await seed();
    await seed();
    const member = await testApp().as("paid");
    const all = await resources(member);
    expect(all.items.length).toBe((await loadSeedResources()).length);

    const found = await resources(member, { q: "midjourney" });
    expect(found.items[0]?.title).toBe("Image prompts that get the picture in your head");
    const cheatSheets = await resources(member, { kind: "cheat-sheet" });
    expect(cheatSheets.items.every((item) => item.kind === "cheat-sheet")).toBe(true);
    const tagged = await resources(member, { tag: "planning" });
    expect(tagged.items.map((item) => item.title)).toContain("Plan a focused day with the AI Coach");

    const pack = all.items.find((item) => item.kind === "download" && item.file?.name.endsWith(".json"));
    const download = await member.open("GET", `/api/resources/${pack?.slug}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/json");
    expect(download.headers.get("content-disposition")).toContain('filename="everyday-prompts-starter-pack.json"');
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(((await download.json()) as { prompts: unknown[] }).prompts).toHaveLength(15);
  });
});

describe("managing resources", () => {
  it("creates, edits and deletes a resource, audited, with a readable address", async () => {
    const admin = await testApp().as("admin");
    const created = await create(admin);
    expect(created).toMatchObject({
      slug: "writing-briefs-for-designers",
      tags: ["design", "briefs"],
      isPublished: true,
      file: null,
    });
    expect((await create(admin)).slug).toBe("writing-briefs-for-designers-2");

    const edited = await expectJson(
      admin.api.admin.resources[":id"].$put({
        param: { id: created.id },
        json: { ...guide, title: "Briefing designers", isPublished: false },
      }),
    );
    expect(edited).toMatchObject({
      title: "Briefing designers",
      slug: "writing-briefs-for-designers",
      isPublished: false,
    });

    const byId = { param: { id: created.id } };
    expect((await admin.api.admin.resources[":id"].$delete(byId)).status).toBe(204);
    expect((await admin.api.admin.resources[":id"].$get(byId)).status).toBe(404);

    const audit = await expectJson(admin.api.admin["audit-log"].$get({ query: { targetType: "resource" } }));
    expect(audit.items.map((entry) => entry.action).sort()).toEqual([
      "resource.create",
      "resource.create",
      "resource.delete",
      "resource.update",
    ]);
  });

  it("hides drafts from members but not from admins", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const draft = await create(admin, { ...guide, isPublished: false });
    expect((await resources(member)).items).toEqual([]);
    expect((await member.api.resources[":slug"].$get({ param: { slug: draft.slug } })).status).toBe(404);
    expect((await expectJson(admin.api.admin.resources.$get({ query: {} }))).items).toHaveLength(1);
  });

  it("attaches a file checked by its content, serves it to members and replaces it", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const resource = await create(admin, { ...guide, kind: "download" });

    const attached = await expectJson(upload(admin, resource.id, "Brief template (v2).pdf", pdf));
    expect(attached.file).toEqual({
      name: "Brief template v2.pdf",
      contentType: "application/pdf",
      size: pdf.byteLength,
    });

    const download = await member.open("GET", `/api/resources/${resource.slug}/file`);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const wrong = await upload(admin, resource.id, "brief.pdf", new TextEncoder().encode("just text"));
    expect(await wrong.json()).toEqual({
      error: { code: "validation_error", message: "This file's content is not PDF." },
    });
    const exe = await upload(admin, resource.id, "setup.exe", pdf);
    expect(exe.status).toBe(400);
    const empty = await upload(admin, resource.id, "brief.pdf", new Uint8Array());
    expect(await empty.json()).toEqual({ error: { code: "validation_error", message: "The file is empty." } });

    const removed = await expectJson(admin.api.admin.resources[":id"].file.$delete({ param: { id: resource.id } }));
    expect(removed.file).toBeNull();
    expect((await member.open("GET", `/api/resources/${resource.slug}/file`)).status).toBe(404);
  });

  it("refuses incomplete resources with the field's message", async () => {
    const admin = await testApp().as("admin");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...guide, title: "" }, "Title is required"],
      [{ ...guide, summary: "s".repeat(301) }, "Summary must be at most 300 characters"],
      [{ ...guide, body: "  " }, "Body is required"],
      [{ ...guide, kind: "video" }, "Choose guide, cheat sheet or download"],
      [{ ...guide, tags: Array.from({ length: 9 }, (_, index) => `t${index}`) }, "At most 8 tags"],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post("/api/admin/resources", body);
      expect(response.body).toEqual({ error: { code: "validation_error", message } });
    }
    const member = await testApp().as("paid");
    expect((await member.get("/api/resources?kind=video")).status).toBe(400);
  });

  it("is read by paid members and managed by admins only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/resources"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(testApp(), (client) => client.post("/api/admin/resources", guide), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 201,
    });
  });
});
