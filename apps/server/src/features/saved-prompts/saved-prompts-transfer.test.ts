import type { ListResponse } from "@promptloom/contracts/list";
import type { PromptFolder } from "@promptloom/contracts/prompt-folders";
import type { ImportReport } from "@promptloom/contracts/prompt-transfer";
import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { describe, expect, it } from "vitest";

import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";

const testApp = useTestApp();

const seed = async (member: SignedInClient) => {
  const work = (await member.post<PromptFolder>("/api/folders", { name: "Work" })).body;
  const clients = (await member.post<PromptFolder>("/api/folders", { name: "Clients", parentId: work.id })).body;
  await member.post("/api/saved-prompts", {
    title: "Client kickoff",
    perfectedText: 'Agenda for a kickoff with "Acme", in ```markdown```.\nKeep it short, please.',
    folderId: clients.id,
    tags: ["meetings", "clients"],
  });
  await member.post("/api/saved-prompts", { title: "Trip", perfectedText: "Plan a trip.", source: "voice" });
};

const allOf = async (member: SignedInClient) =>
  (await member.get<ListResponse<SavedPrompt>>("/api/saved-prompts")).body.items;

describe("exporting saved prompts", () => {
  it("downloads JSON, CSV and Markdown files with folders as paths", async () => {
    const member = await testApp().as("paid");
    await seed(member);

    const json = await member.get<{ prompts: Record<string, unknown>[] }>("/api/saved-prompts/export?format=json");
    expect(json.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-prompts-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(json.body.prompts).toEqual([
      expect.objectContaining({ title: "Trip", source: "voice", folder: null, tags: [] }),
      expect.objectContaining({ title: "Client kickoff", folder: "Work/Clients", tags: ["meetings", "clients"] }),
    ]);

    const csv = await member.get<string>("/api/saved-prompts/export?format=csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.body.split("\n")[0]).toBe("title,prompt,raw_text,source,folder,tags,created_at");
    expect(csv.body).toContain('"Agenda for a kickoff with ""Acme"", in ```markdown```.\nKeep it short, please."');

    const markdown = await member.get<string>("/api/saved-prompts/export?format=md&source=manual");
    expect(markdown.body).toContain("## Client kickoff");
    expect(markdown.body).toContain("Folder: Work/Clients · Tags: meetings, clients");
    expect(markdown.body).toContain("````\nAgenda for a kickoff");
    expect(markdown.body).not.toContain("## Trip");
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
    const file = await member.get<string>("/api/saved-prompts/export?format=csv");

    const other = await testApp().as("paid");
    const report = await other.post<ImportReport>("/api/saved-prompts/import", { format: "csv", content: file.body });
    expect(report.body).toEqual({ imported: 2, skipped: [] });
    const imported = await allOf(other);
    expect(imported.map((prompt) => prompt.title).toSorted()).toEqual(["Client kickoff", "Trip"]);
    const folders = (await other.get<{ items: PromptFolder[] }>("/api/folders")).body.items;
    expect(folders.map((folder) => folder.name).toSorted()).toEqual(["Clients", "Work"]);

    const again = await other.post<ImportReport>("/api/saved-prompts/import", { format: "csv", content: file.body });
    expect(again.body.imported).toBe(0);
    expect(again.body.skipped.map((row) => row.reason)).toEqual(["Already in My Prompts", "Already in My Prompts"]);
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
    const report = await member.post<ImportReport>("/api/saved-prompts/import", { format: "json", content });
    expect(report.body).toEqual({
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
    const report = await member.post<ImportReport>("/api/saved-prompts/import", { format: "csv", content });
    expect(report.body).toEqual({
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
    expect(await allOf(member)).toHaveLength(1);
  });
});
