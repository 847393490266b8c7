import type { ImportReport } from "@promptloom/contracts/prompt-transfer";
import type { Resource, ResourceList } from "@promptloom/contracts/resources";
import { describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import type { SignedInClient } from "../../testing/create-test-app.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { loadSeedResources } from "./load-seed-resources.ts";
import { seedResources } from "./seed-resources.ts";

const testApp = useTestApp();

const guide = {
  title: "Writing briefs for designers",
  summary: "What a designer needs from you before the first sketch.",
  body: "## The brief\n\nSay who it is for, what it must do and by when.",
  kind: "guide",
  tags: ["Design", "briefs", "design"],
};

const create = async (admin: SignedInClient, body: Record<string, unknown> = guide) => {
  const response = await admin.post<Resource>("/api/admin/resources", body);
  expect(response.status).toBe(201);
  return response.body;
};

const upload = (admin: SignedInClient, id: string, name: string, bytes: Uint8Array) =>
  admin.send<Resource>("PUT", `/api/admin/resources/${id}/file?name=${encodeURIComponent(name)}`, {
    body: bytes,
    headers: { "Content-Type": "application/octet-stream" },
  });

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
    const report = await member.post<ImportReport>("/api/saved-prompts/import", { format: "json", content });
    expect(report.status).toBe(200);
    expect(report.body).toEqual({ imported: 15, skipped: [] });
  });

  it("fill an empty resource center once, files included, and are searchable", async () => {
    await seed();
    await seed();
    const member = await testApp().as("paid");
    const all = (await member.get<ResourceList>("/api/resources")).body;
    expect(all.items.length).toBe((await loadSeedResources()).length);

    const found = (await member.get<ResourceList>("/api/resources?q=midjourney")).body;
    expect(found.items[0]?.title).toBe("Image prompts that get the picture in your head");
    const cheatSheets = (await member.get<ResourceList>("/api/resources?kind=cheat-sheet")).body;
    expect(cheatSheets.items.every((item) => item.kind === "cheat-sheet")).toBe(true);
    const tagged = (await member.get<ResourceList>("/api/resources?tag=planning")).body;
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

    const edited = await admin.put<Resource>(`/api/admin/resources/${created.id}`, {
      ...guide,
      title: "Briefing designers",
      isPublished: false,
    });
    expect(edited.body).toMatchObject({
      title: "Briefing designers",
      slug: "writing-briefs-for-designers",
      isPublished: false,
    });

    expect((await admin.delete(`/api/admin/resources/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/resources/${created.id}`)).status).toBe(404);

    const audit = await admin.get<{ items: { action: string }[] }>("/api/admin/audit-log?targetType=resource");
    expect(audit.body.items.map((entry) => entry.action).sort()).toEqual([
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
    expect((await member.get<ResourceList>("/api/resources")).body.items).toEqual([]);
    expect((await member.get(`/api/resources/${draft.slug}`)).status).toBe(404);
    expect((await admin.get<ResourceList>("/api/admin/resources")).body.items).toHaveLength(1);
  });

  it("attaches a file checked by its content, serves it to members and replaces it", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const resource = await create(admin, { ...guide, kind: "download" });

    const attached = await upload(admin, resource.id, "Brief template (v2).pdf", pdf);
    expect(attached.status).toBe(200);
    expect(attached.body.file).toEqual({
      name: "Brief template v2.pdf",
      contentType: "application/pdf",
      size: pdf.byteLength,
    });

    const download = await member.open("GET", `/api/resources/${resource.slug}/file`);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const wrong = await upload(admin, resource.id, "brief.pdf", new TextEncoder().encode("just text"));
    expect(wrong.body).toEqual({ error: { code: "validation_error", message: "This file's content is not PDF." } });
    const exe = await upload(admin, resource.id, "setup.exe", pdf);
    expect(exe.status).toBe(400);
    const empty = await upload(admin, resource.id, "brief.pdf", new Uint8Array());
    expect(empty.body).toEqual({ error: { code: "validation_error", message: "The file is empty." } });

    const removed = await admin.delete<Resource>(`/api/admin/resources/${resource.id}/file`);
    expect(removed.body.file).toBeNull();
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
