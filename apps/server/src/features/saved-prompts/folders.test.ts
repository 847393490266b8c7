import { describe, expect, it } from "vitest";

import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

const makeFolder = (member: SignedInClient, name: string, parentId: string | null = null) =>
  expectJson(member.api.folders.$post({ json: { name, parentId } }), 201);

const foldersOf = async (member: SignedInClient) => (await expectJson(member.api.folders.$get())).items;

describe("/api/folders", () => {
  it("creates folders one level deep and counts the prompts filed in each", async () => {
    const member = await testApp().as("paid");
    const work = await makeFolder(member, "Work");
    const clients = await makeFolder(member, "Clients", work.id);
    await member.post("/api/saved-prompts", { title: "Brief", perfectedText: "Write a brief.", folderId: clients.id });

    expect(await foldersOf(member)).toEqual([
      expect.objectContaining({ name: "Clients", parentId: work.id, promptCount: 1 }),
      expect.objectContaining({ name: "Work", parentId: null, promptCount: 0 }),
    ]);

    const tooDeep = await member.post("/api/folders", { name: "Acme", parentId: clients.id });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body).toMatchObject({ error: { message: expect.stringContaining("one level") as string } });
  });

  it("refuses a name already used at the same level, a slash in a name and a blank name", async () => {
    const member = await testApp().as("paid");
    await makeFolder(member, "Work");
    expect((await member.post("/api/folders", { name: "Work" })).status).toBe(409);
    expect((await member.post("/api/folders", { name: "a/b" })).status).toBe(400);
    expect((await member.post("/api/folders", { name: "  " })).status).toBe(400);
  });

  it("renames and moves folders but never nests a folder that has subfolders", async () => {
    const member = await testApp().as("paid");
    const work = await makeFolder(member, "Work");
    const home = await makeFolder(member, "Home");
    await makeFolder(member, "Clients", work.id);

    const renamed = await expectJson(
      member.api.folders[":id"].$patch({ param: { id: home.id }, json: { name: "Personal" } }),
    );
    expect(renamed).toMatchObject({ name: "Personal", parentId: null });
    expect((await member.patch(`/api/folders/${home.id}`, { parentId: work.id })).status).toBe(200);
    expect((await member.patch(`/api/folders/${work.id}`, { parentId: home.id })).status).toBe(400);
    expect((await member.patch(`/api/folders/${work.id}`, { parentId: work.id })).status).toBe(400);
  });

  it("deletes a folder with its subfolders and keeps their prompts, unfiled", async () => {
    const member = await testApp().as("paid");
    const work = await makeFolder(member, "Work");
    const clients = await makeFolder(member, "Clients", work.id);
    await member.post("/api/saved-prompts", { title: "Brief", perfectedText: "Write a brief.", folderId: clients.id });

    expect((await member.delete(`/api/folders/${work.id}`)).status).toBe(204);
    expect(await foldersOf(member)).toEqual([]);
    const prompts = await expectJson(member.api["saved-prompts"].$get({ query: { folderId: "none" } }));
    expect(prompts.items.map((prompt) => prompt.title)).toEqual(["Brief"]);
  });

  it("keeps every member to their own folders", async () => {
    const owner = await testApp().as("paid");
    const folder = await makeFolder(owner, "Mine");
    const stranger = await testApp().as("paid");
    expect(await foldersOf(stranger)).toEqual([]);
    expect((await stranger.patch(`/api/folders/${folder.id}`, { name: "Ours" })).status).toBe(404);
    expect((await stranger.delete(`/api/folders/${folder.id}`)).status).toBe(404);
    expect((await stranger.post("/api/folders", { name: "Sub", parentId: folder.id })).status).toBe(404);
    const filing = await stranger.post("/api/saved-prompts", { title: "x", perfectedText: "y", folderId: folder.id });
    expect(filing.status).toBe(404);
    await expectAccess(testApp(), (client) => client.get("/api/folders"), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});
