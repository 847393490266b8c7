import type { AdminLibraryImportInput } from "@promptloom/contracts/library-admin";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { libraryCategories } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";

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

const sendFile = (admin: SignedInClient, input: AdminLibraryImportInput) =>
  admin.api.admin.library.import.$post({ json: input });

const importFile = (admin: SignedInClient, input: AdminLibraryImportInput) => expectJson(sendFile(admin, input));

const libraryPrompt = (client: TestClient, id: string) => expectJson(client.api.library[":id"].$get({ param: { id } }));

const librarySlugs = async (client: TestClient) =>
  (await expectJson(client.api.library.$get({ query: { sort: "newest", limit: "100" } }))).items.map(
    (item) => item.slug,
  );

/** The export as the downloaded file's text. */
const exportText = async (admin: SignedInClient, format: "csv" | "json", type?: "text" | "image") =>
  (await admin.api.admin.library.export.$get({ query: { format, ...(type && { type }) } })).text();

describe("POST /api/admin/library/import", () => {
  it("imports the public prompt list format and says why it skipped each other row", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const report = await importFile(admin, { format: "csv", content: publicListCsv });
    expect(report.imported).toBe(3);
    expect(report.skipped).toEqual([
      { row: 5, title: "Broken Template", reason: expect.stringContaining('uses "the text" as a name') as string },
      { row: 6, title: "Too short", reason: "It has 1 fields; the header has 5" },
      { row: 7, title: "Travel Guide", reason: 'Duplicate: the slug "travel-guide" is used by row 2' },
      { row: 8, title: "Same Text", reason: "Duplicate: the same prompt text is in row 3" },
      { row: 9, title: null, reason: "title: Title is required" },
    ]);

    expect(await libraryPrompt(admin, "travel-guide")).toMatchObject({
      body: "I want you to act as a travel guide for {{city:Lisbon}}. Suggest {{count}} places to visit.",
      description: "I want you to act as a travel guide for {{city:Lisbon}}.",
      category: "imported",
      type: "text",
      status: "published",
    });
    expect(await libraryPrompt(admin, "sql-explainer")).toMatchObject({
      category: "coding-development",
      tags: ["developers"],
    });
    expect(await libraryPrompt(admin, "neon-skyline")).toMatchObject({
      type: "image",
      category: "imported-images",
      models: ["midjourney", "dall-e", "stable-diffusion", "flux", "ideogram"],
    });

    const again = await importFile(admin, { format: "csv", content: publicListCsv });
    expect(again.imported).toBe(0);
    expect(again.skipped[0]?.reason).toBe('Duplicate: the slug "travel-guide" is already in the library');
  });

  it("checks a file without storing it on a dry run, and can import as drafts", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    const dry = await importFile(admin, { format: "csv", content: publicListCsv, dryRun: true });
    expect(dry.imported).toBe(3);
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
    expect((await sendFile(admin, { format: "csv", content: publicListCsv })).status).toBe(500);
    expect(await librarySlugs(admin)).toEqual([]);
    await db.execute(sql`drop trigger refuse_neon on library_prompts`);
  });

  it("round-trips an export, categories included, and refuses unreadable files", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    await importFile(admin, { format: "csv", content: publicListCsv });
    const jsonExport = await admin.api.admin.library.export.$get({ query: { format: "json" } });
    expect(jsonExport.headers.get("content-disposition")).toMatch(/promptloom-library-\d{4}-\d\d-\d\d\.json/);
    const json = await jsonExport.text();
    const csv = await exportText(admin, "csv");
    expect(csv.split("\n")[0]).toBe(
      "slug,title,description,body,example,type,category,tags,models,featured,status,copy_count,save_count",
    );

    await testApp().reset();
    const fresh = await testApp().as("admin");
    expect(await importFile(fresh, { format: "json", content: json })).toMatchObject({ imported: 3, skipped: [] });
    expect((await libraryPrompt(fresh, "sql-explainer")).category).toBe("coding-development");
    const fromCsv = await importFile(fresh, { format: "csv", content: csv });
    expect(fromCsv.skipped).toHaveLength(3);

    for (const content of ["name,text\na,b", 'act,prompt\n"unclosed,x']) {
      expect((await sendFile(fresh, { format: "csv", content })).status).toBe(400);
    }
    expect((await sendFile(fresh, { format: "json", content: '{"prompts": 3}' })).status).toBe(400);
    const notJson = await fresh.post("/api/admin/library/import", { format: "json", content: "{not json" });
    expect(expectError(notJson, 400).message).toBe("The JSON file could not be read.");
  });

  it("exports one kind of prompt with its categories, in files the import reads back unchanged", async () => {
    await stockCategories();
    const admin = await testApp().as("admin");
    await importFile(admin, { format: "csv", content: publicListCsv });
    const imageJson = await admin.api.admin.library.export.$get({ query: { format: "json", type: "image" } });
    expect(imageJson.headers.get("content-disposition")).toMatch(/promptloom-image-prompts-\d{4}-\d\d-\d\d\.json/);
    const imageFile = JSON.parse(await imageJson.text()) as {
      categories: { type: string }[];
      prompts: { slug: string; type: string }[];
    };
    expect(imageFile.prompts.map((prompt) => prompt.slug)).toEqual(["neon-skyline"]);
    expect(imageFile.categories.map((category) => category.type)).toEqual(["image"]);
    const textCsv = await exportText(admin, "csv", "text");
    const textRows = textCsv.trim().split("\n").slice(1);
    expect(textRows.map((line) => line.split(",")[0]).sort()).toEqual(["sql-explainer", "travel-guide"]);
    expect(textRows.every((line) => line.includes(",text,"))).toBe(true);

    // Read back as they are: every row is the prompt already in the library.
    const textJson = await exportText(admin, "json", "text");
    for (const [format, content, count] of [
      ["csv", textCsv, 2],
      ["json", textJson, 2],
      ["csv", await exportText(admin, "csv", "image"), 1],
    ] as const) {
      const preview = await importFile(admin, { format, content, existing: "update", dryRun: true });
      expect(preview).toMatchObject({ added: [], updated: [], skipped: [], unchanged: count });
    }
    const unknownType = admin.api.admin.library.export.$get({ query: { format: "csv", type: "video" as "text" } });
    expect((await unknownType).status).toBe(400);

    // And into an empty library: each file brings its own prompts and categories, nothing else.
    await testApp().reset();
    const fresh = await testApp().as("admin");
    const image = await importFile(fresh, { format: "json", content: JSON.stringify(imageFile) });
    expect(image).toMatchObject({ imported: 1, skipped: [] });
    expect(await librarySlugs(fresh)).toEqual(["neon-skyline"]);
    expect(await importFile(fresh, { format: "json", content: textJson })).toMatchObject({ imported: 2, skipped: [] });
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
    expect(report).toMatchObject({
      imported: 1,
      skipped: [{ row: 2, title: "Too long an example", reason: "example: Example must be at most 400 characters" }],
    });
    expect((await libraryPrompt(admin, "explain-a-query-plan")).example).toBe(row.example);
    const listed = await expectJson(admin.api.library.$get({ query: {} }));
    expect(listed.items[0]).not.toHaveProperty("example");

    const csv = await exportText(admin, "csv");
    expect(JSON.parse(await exportText(admin, "json"))).toMatchObject({ prompts: [{ example: row.example }] });
    await testApp().reset();
    await stockCategories();
    const fresh = await testApp().as("admin");
    expect(await importFile(fresh, { format: "csv", content: csv })).toMatchObject({ imported: 1, skipped: [] });
    expect((await libraryPrompt(fresh, "explain-a-query-plan")).example).toBe(row.example);
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
    const { id } = await libraryPrompt(admin, "neon-skyline");
    const exampleImage = admin.api.admin.library[":id"]["example-image"];
    // The image is the raw request body, which the route reads itself.
    const upload = (body: Uint8Array) =>
      exampleImage.$put({ param: { id } }, { headers: { "Content-Type": "image/png" }, init: { body } });

    const first = await expectJson(upload(png));
    expect(first.exampleImageUrl).toMatch(/^\/api\/uploads\/library\/.+\.png$/);
    const served = await admin.get(first.exampleImageUrl ?? "");
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await libraryPrompt(admin, id)).exampleImageUrl).toBe(first.exampleImageUrl);

    const second = await expectJson(upload(png));
    expect((await admin.get(first.exampleImageUrl ?? "")).status).toBe(404);
    expect((await upload(new TextEncoder().encode("<svg onload=alert(1)>"))).status).toBe(400);
    expect((await exampleImage.$delete({ param: { id } })).status).toBe(204);
    expect((await admin.get(second.exampleImageUrl ?? "")).status).toBe(404);
    expect((await libraryPrompt(admin, id)).exampleImageUrl).toBeNull();
  });
});
