import { describe, expect, it } from "vitest";

import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

type ListQuery = Parameters<SignedInClient["api"]["saved-prompts"]["$get"]>[0]["query"];

const titles = async (member: SignedInClient, query: ListQuery) =>
  (await expectJson(member.api["saved-prompts"].$get({ query }))).items.map((item) => item.title).toSorted();

const seed = async (member: SignedInClient) => {
  const folder = await expectJson(member.api.folders.$post({ json: { name: "Work" } }), 201);
  const prompts = [
    { title: "Friday release e-mail", perfectedText: "Tell the team what ships on Friday.", tags: ["email", "team"] },
    { title: "Bug triage", perfectedText: "Sort these bug reports by severity.", tags: ["engineering"] },
    { title: "Trip plan", perfectedText: "Plan a weekend in Lisbon.", source: "voice", tags: [] },
  ];
  for (const prompt of prompts) {
    const folderId = prompt.tags.length > 0 ? folder.id : null;
    expect((await member.post("/api/saved-prompts", { ...prompt, folderId })).status).toBe(201);
  }
  return folder;
};

describe("finding saved prompts", () => {
  it("searches titles, tags and text by word prefix", async () => {
    const member = await testApp().as("paid");
    await seed(member);
    expect(await titles(member, { q: "frid" })).toEqual(["Friday release e-mail"]);
    expect(await titles(member, { q: "severity bug" })).toEqual(["Bug triage"]);
    expect(await titles(member, { q: "engineer" })).toEqual(["Bug triage"]);
    expect(await titles(member, { q: "lisbon weekend" })).toEqual(["Trip plan"]);
    expect(await titles(member, { q: "nothing-like-this" })).toEqual([]);
    expect(await titles(member, { q: "the" })).toHaveLength(3);
    expect(await titles(member, { q: "&|!(" })).toHaveLength(3);
  });

  it("filters by source, folder and tag, alone or together", async () => {
    const member = await testApp().as("paid");
    const folder = await seed(member);
    expect(await titles(member, { source: "voice" })).toEqual(["Trip plan"]);
    expect(await titles(member, { folderId: folder.id })).toEqual(["Bug triage", "Friday release e-mail"]);
    expect(await titles(member, { folderId: "none" })).toEqual(["Trip plan"]);
    expect(await titles(member, { tag: "email" })).toEqual(["Friday release e-mail"]);
    expect(await titles(member, { tag: "engineering", folderId: folder.id, q: "bug" })).toEqual(["Bug triage"]);
  });

  it("lists the member's tags by use, and nobody else's", async () => {
    const member = await testApp().as("paid");
    await seed(member);
    await member.post("/api/saved-prompts", { title: "Standup", perfectedText: "Run standup.", tags: ["TEAM "] });
    const other = await testApp().as("paid");
    await other.post("/api/saved-prompts", { title: "x", perfectedText: "y", tags: ["private"] });

    const tags = await expectJson(member.api["saved-prompts"].tags.$get());
    expect(tags.items).toEqual([
      { tag: "team", count: 2 },
      { tag: "email", count: 1 },
      { tag: "engineering", count: 1 },
    ]);
  });

  it("never shows another member's prompts, whatever the filters", async () => {
    const member = await testApp().as("paid");
    const folder = await seed(member);
    const stranger = await testApp().as("paid");
    expect(await titles(stranger, { q: "friday" })).toEqual([]);
    expect(await titles(stranger, { folderId: folder.id })).toEqual([]);
  });
});
