import type { LibraryItem } from "@promptloom/contracts/library-search";
import type { ListResponse } from "@promptloom/contracts/list";
import type { ImportReport } from "@promptloom/contracts/prompt-transfer";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { libraryCategories } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";

const testApp = useTestApp();

const publicListCsv = [
  "act,prompt,for_devs,type,contributor",
  '"Travel Guide","I want you to act as a travel guide for ${City:Lisbon}. Suggest ${Count} places to visit.",FALSE,TEXT,someone',
  '"SQL Explainer","Explain what this SQL query does, step by step.",TRUE,TEXT,someone',
  '"Neon Skyline","A neon city skyline at dusk, cinematic lighting, ultra wide.",FALSE,IMAGE,someone',
  '"Broken Template","Summarise {{the text}} in three bullets.",FALSE,TEXT,someone',
  '"Too short"',
  '"Travel Guide","Another prompt with the same title.",FALSE,TEXT,someone',
  '"Same Text","Explain what this SQL query does, step by step.",FALSE,TEXT,someone',
  '"","A prompt without a name.",FALSE,TEXT,someone',
].join("\n");

const stockCategories = () =>
  testApp()
    .db.insert(libraryCategories)
    .values([{ slug: "coding-development", name: "Coding", description: "Code.", type: "text" }]);

const importFile = (admin: SignedInClient, body: Record<string, unknown>) =>
  admin.post<ImportReport>("/api/admin/library/import", body);

const librarySlugs = async (client: SignedInClient) =>
  (await client.get<ListResponse<LibraryItem>>("/api/library?sort=newest&limit=100")).body.items.map(
    (item) => item.slug,
  );

describe("POST /api/admin/library/import", () => {
  it("imports the public prompt list format and says why it skipped each other row", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const report = await importFile(admin, { format: "csv", content: publicListCsv });
    expect(report.status).toBe(200);
    expect(report.body.imported).toBe(3);
    expect(report.body.skipped).toEqual([
      { row: 5, title: "Broken Template", reason: expect.stringContaining('uses "the text" as a name') as string },
      { row: 6, title: "Too short", reason: "It has 1 fields; the header has 5" },
      { row: 7, title: "Travel Guide", reason: 'Duplicate: the slug "travel-guide" is used by row 2' },
      { row: 8, title: "Same Text", reason: "Duplicate: the same prompt text is in row 3" },
      { row: 9, title: null, reason: "title: Title is required" },
    ]);

    const guide = (await admin.get<LibraryItem>("/api/library/travel-guide")).body;
    expect(guide).toMatchObject({
      body: "I want you to act as a travel guide for {{city:Lisbon}}. Suggest {{count}} places to visit.",
      description: "I want you to act as a travel guide for {{city:Lisbon}}.",
      category: "imported",
      type: "text",
      status: "published",
    });
    expect((await admin.get<LibraryItem>("/api/library/sql-explainer")).body).toMatchObject({
      category: "coding-development",
      tags: ["developers"],
    });
    expect((await admin.get<LibraryItem>("/api/library/neon-skyline")).body).toMatchObject({
      type: "image",
      category: "imported-images",
      models: ["midjourney", "dall-e", "stable-diffusion", "flux", "ideogram"],
    });

    const again = await importFile(admin, { format: "csv", content: publicListCsv });
    expect(again.body.imported).toBe(0);
    expect(again.body.skipped[0]?.reason).toBe('Duplicate: the slug "travel-guide" is already in the library');
  });

  it("checks a file without storing it on a dry run, and can import as drafts", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const dry = await importFile(admin, { format: "csv", content: publicListCsv, dryRun: true });
    expect(dry.body.imported).toBe(3);
    expect(await librarySlugs(admin)).toEqual([]);

    await importFile(admin, { format: "csv", content: publicListCsv, status: "draft" });
    expect(await librarySlugs(admin)).toEqual([]);
  });

  it("stores nothing when storing any row fails", async () => {
    await stockCategories();
    const { db } = testApp();
    await db.execute(sql`create function refuse_neon() returns trigger language plpgsql as $$
      begin if new.slug = 'neon-skyline' then raise exception 'disk full'; end if; return new; end $$`);
    await db.execute(
      sql`create trigger refuse_neon before insert on library_prompts for each row execute function refuse_neon()`,
    );
    const admin = await testApp().as("admin");
    const response = await importFile(admin, { format: "csv", content: publicListCsv });
    expect(response.status).toBe(500);
    expect(await librarySlugs(admin)).toEqual([]);
    await db.execute(sql`drop trigger refuse_neon on library_prompts`);
  });

  it("round-trips an export, categories included, and refuses unreadable files", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    await importFile(admin, { format: "csv", content: publicListCsv });
    const json = await admin.get<string>("/api/admin/library/export?format=json");
    expect(json.headers.get("content-disposition")).toMatch(/promptloom-library-\d{4}-\d\d-\d\d\.json/);
    const csv = await admin.get<string>("/api/admin/library/export?format=csv");
    expect(csv.body.split("\n")[0]).toBe(
      "slug,title,description,body,example,type,category,tags,models,featured,status,copy_count,save_count",
    );

    await testApp().reset();
    const fresh = await testApp().as("admin");
    const report = await importFile(fresh, { format: "json", content: JSON.stringify(json.body) });
    expect(report.body).toMatchObject({ imported: 3, skipped: [] });
    expect((await fresh.get<LibraryItem>("/api/library/sql-explainer")).body.category).toBe("coding-development");
    const fromCsv = await importFile(fresh, { format: "csv", content: csv.body });
    expect(fromCsv.body.skipped).toHaveLength(3);

    for (const content of ["name,text\na,b", 'act,prompt\n"unclosed,x']) {
      expect((await importFile(fresh, { format: "csv", content })).status).toBe(400);
    }
    expect((await importFile(fresh, { format: "json", content: '{"prompts": 3}' })).status).toBe(400);
  });

  it("carries each prompt's example of use through import, the API and both export formats", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const row = {
      title: "Explain a query plan",
      body: "Explain this {{dialect:PostgreSQL}} query plan: {{plan}}",
      category: "coding-development",
      example: 'Plan: an EXPLAIN ANALYZE with a sequential scan → "add an index on orders.customer_id".',
    };
    const tooLong = { ...row, title: "Too long an example", body: "Other {{text}}", example: "x".repeat(401) };
    const report = await importFile(admin, { format: "json", content: JSON.stringify([row, tooLong]) });
    expect(report.body).toMatchObject({
      imported: 1,
      skipped: [{ row: 2, title: "Too long an example", reason: "example: Example must be at most 400 characters" }],
    });
    expect((await admin.get<LibraryItem>("/api/library/explain-a-query-plan")).body.example).toBe(row.example);
    const listed = await admin.get<ListResponse<LibraryItem>>("/api/library");
    expect(listed.body.items[0]).not.toHaveProperty("example");

    const csv = await admin.get<string>("/api/admin/library/export?format=csv");
    const json = await admin.get<{ prompts: { example: string }[] }>("/api/admin/library/export?format=json");
    expect(json.body.prompts[0]?.example).toBe(row.example);
    await testApp().reset();
    await stockCategories();
    const fresh = await testApp().as("admin");
    expect((await importFile(fresh, { format: "csv", content: csv.body })).body).toMatchObject({
      imported: 1,
      skipped: [],
    });
    expect((await fresh.get<LibraryItem>("/api/library/explain-a-query-plan")).body.example).toBe(row.example);
  });

  it("is for admins only", async () => {
    await expectAccess(
      testApp(),
      (client) => client.post("/api/admin/library/import", { format: "json", content: "[]" }),
      { anonymous: 401, unpaid: 403, refunded: 403, paid: 403, admin: 200 },
    );
    await expectAccess(testApp(), (client) => client.get("/api/admin/library/export"), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 403,
      admin: 200,
    });
  });
});

describe("example images", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it("uploads, serves, replaces and removes a prompt's example image", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    await importFile(admin, { format: "csv", content: publicListCsv });
    const { id } = (await admin.get<LibraryItem>("/api/library/neon-skyline")).body;
    const upload = (body: Uint8Array) =>
      admin.send<{ exampleImageUrl: string }>("PUT", `/api/admin/library/${id}/example-image`, {
        body,
        headers: { "Content-Type": "image/png" },
      });

    const first = await upload(png);
    expect(first.status).toBe(200);
    expect(first.body.exampleImageUrl).toMatch(/^\/api\/uploads\/library\/.+\.png$/);
    const served = await admin.get(first.body.exampleImageUrl);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await admin.get<LibraryItem>(`/api/library/${id}`)).body.exampleImageUrl).toBe(first.body.exampleImageUrl);

    const second = await upload(png);
    expect((await admin.get(first.body.exampleImageUrl)).status).toBe(404);
    expect((await upload(new TextEncoder().encode("<svg onload=alert(1)>"))).status).toBe(400);
    expect((await admin.delete(`/api/admin/library/${id}/example-image`)).status).toBe(204);
    expect((await admin.get(second.body.exampleImageUrl)).status).toBe(404);
    expect((await admin.get<LibraryItem>(`/api/library/${id}`)).body.exampleImageUrl).toBeNull();
  });
});
