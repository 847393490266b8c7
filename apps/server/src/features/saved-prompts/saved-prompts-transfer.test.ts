import type { ImportFileInput } from "@promptloom/contracts/prompt-transfer";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectBody, expectError, expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

const seed = async (member: SignedInClient) => {
  const work = await expectJson(member.api.folders.$post({ json: { name: "Work" } }), 201);
  const clients = await expectJson(member.api.folders.$post({ json: { name: "Clients", parentId: work.id } }), 201);
  await member.post("/api/saved-prompts", {
    title: "Client kickoff",
    perfectedText: 'Agenda for a kickoff with "Acme", in ```markdown```.\nKeep it short, please.',
    folderId: clients.id,
    tags: ["meetings", "clients"],
  });
  await member.post("/api/saved-prompts", { title: "Trip", perfectedText: "Plan a trip.", source: "voice" });
};

const allOf = async (member: SignedInClient) =>
  (await expectJson(member.api["saved-prompts"].$get({ query: {} }))).items;

const importFile = (member: SignedInClient, json: ImportFileInput) =>
  expectJson(member.api["saved-prompts"].import.$post({ json }));

type ExportQuery = Parameters<SignedInClient["api"]["saved-prompts"]["export"]["$get"]>[0]["query"];

const download = (member: SignedInClient, query: ExportQuery) => member.api["saved-prompts"].export.$get({ query });

const exportFile = async (member: SignedInClient, query: ExportQuery) => (await download(member, query)).text();

describe("exporting saved prompts", () => {
  it("downloads JSON, CSV and Markdown files with folders as paths", async () => {
    const member = await testApp().as("paid");
    await seed(member);

    const json = await download(member, { format: "json" });
    expect(json.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-prompts-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(JSON.parse(await json.text())).toMatchObject({
      prompts: [
        expect.objectContaining({ title: "Trip", source: "voice", folder: null, tags: [] }),
        expect.objectContaining({ title: "Client kickoff", folder: "Work/Clients", tags: ["meetings", "clients"] }),
      ],
    });

    const csv = await download(member, { format: "csv" });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csvText = await csv.text();
    expect(csvText.split("\n")[0]).toBe("title,prompt,raw_text,source,folder,tags,created_at");
    expect(csvText).toContain('"Agenda for a kickoff with ""Acme"", in ```markdown```.\nKeep it short, please."');

    const markdown = await exportFile(member, { format: "md", source: "manual" });
    expect(markdown).toContain("## Client kickoff");
    expect(markdown).toContain("Folder: Work/Clients · Tags: meetings, clients");
    expect(markdown).toContain("````\nAgenda for a kickoff");
    expect(markdown).not.toContain("## Trip");
  });

  it("is for paying members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/saved-prompts/export?format=csv"), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});

describe("importing saved prompts", () => {
  it("round-trips an export into another account, folders included", async () => {
    const member = await testApp().as("paid");
    await seed(member);
    const content = await exportFile(member, { format: "csv" });

    const other = await testApp().as("paid");
    expect(await importFile(other, { format: "csv", content })).toEqual({ imported: 2, skipped: [] });
    const imported = await allOf(other);
    expect(imported.map((prompt) => prompt.title).toSorted()).toEqual(["Client kickoff", "Trip"]);
    const folders = (await expectJson(other.api.folders.$get())).items;
    expect(folders.map((folder) => folder.name).toSorted()).toEqual(["Clients", "Work"]);

    const again = await importFile(other, { format: "csv", content });
    expect(again.imported).toBe(0);
    expect(again.skipped.map((row) => row.reason)).toEqual(["Already in My Prompts", "Already in My Prompts"]);
  });

  it("neutralises cells a spreadsheet would run as formulas, and imports them back unchanged", async () => {
    const member = await testApp().as("paid");
    const texts = [
      '=HYPERLINK("http://evil.example")',
      "+1+1",
      "- a bullet list",
      "@SUM(A1)",
      "'=already quoted",
      ' =HYPERLINK("http://evil.example")',
      "\t+1+1",
      "\r\n-2+3",
      "\n@SUM(A1)",
      "' =already quoted after a space",
    ];
    for (const [index, text] of texts.entries()) {
      await member.post("/api/saved-prompts", { title: `Cell ${index}`, perfectedText: text });
    }
    // The CSV file is text, which the typed client does not read.
    const file = expectBody(await member.get("/api/saved-prompts/export?format=csv"), z.string());
    const [, ...records] = parse(file);
    expect(records).toHaveLength(texts.length);
    for (const [, text] of records) expect(text).not.toMatch(/^\s*[=+\-@]/);

    const other = await testApp().as("paid");
    await other.post("/api/saved-prompts/import", { format: "csv", content: file });
    expect((await allOf(other)).map((prompt) => prompt.perfectedText).toSorted()).toEqual(texts.toSorted());
  });

  it("imports the good rows of a JSON file and says why it skipped the others", async () => {
    const member = await testApp().as("paid");
    const content = JSON.stringify([
      { title: "Good one", prompt: "Summarise this.", tags: ["Work"] },
      { title: "", prompt: "No title" },
      { title: "No prompt", prompt: "   " },
      { title: "Too deep", prompt: "x", folder: "a/b/c" },
      { title: "Good one", prompt: "Summarise this." },
      { title: "Odd source", prompt: "x", source: "fax" },
    ]);
    expect(await importFile(member, { format: "json", content })).toEqual({
      imported: 1,
      skipped: [
        { row: 2, title: "", reason: "Title is required" },
        { row: 3, title: "No prompt", reason: "Prompt is required" },
        { row: 4, title: "Too deep", reason: "Folders nest one level deep" },
        { row: 5, title: "Good one", reason: "Already in My Prompts" },
        { row: 6, title: "Odd source", reason: expect.stringContaining("Invalid option") as string },
      ],
    });
    expect((await allOf(member))[0]).toMatchObject({ title: "Good one", tags: ["work"] });
  });

  it("reports CSV rows with missing fields and refuses unreadable files whole", async () => {
    const member = await testApp().as("paid");
    const content = 'title,prompt\nFine,"Say hi."\nBroken\n';
    expect(await importFile(member, { format: "csv", content })).toEqual({
      imported: 1,
      skipped: [{ row: 3, title: "Broken", reason: "It has 1 fields; the header has 2" }],
    });

    for (const [format, bad] of [
      ["csv", 'title,prompt\n"unclosed,x\n'],
      ["csv", "name,text\na,b\n"],
      ["json", "{not json"],
      ["json", '{"items": []}'],
    ] as const) {
      const response = await member.post("/api/saved-prompts/import", { format, content: bad });
      expect(response.status).toBe(400);
    }
    const notJson = await member.post("/api/saved-prompts/import", { format: "json", content: "{not json" });
    expect(expectError(notJson, 400).message).toBe("The JSON file could not be read.");
    expect(await allOf(member)).toHaveLength(1);
  });
});
