import type { CreateSavedPromptInput } from "@promptloom/contracts/saved-prompts";
import { describe, expect, it } from "vitest";

import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

const save = (member: SignedInClient, json: CreateSavedPromptInput) =>
  expectJson(member.api["saved-prompts"].$post({ json }), 201);

const versionsOf = async (member: SignedInClient, id: string) =>
  (await expectJson(member.api["saved-prompts"][":id"].versions.$get({ param: { id } }))).items;

describe("saved prompt versions", () => {
  it("records the first version on save and a new one for every content edit, newest first", async () => {
    const member = await testApp().as("paid");
    const prompt = await save(member, { title: "Release mail", perfectedText: "Draft v1" });
    await member.patch(`/api/saved-prompts/${prompt.id}`, { perfectedText: "Draft v2" });
    await member.patch(`/api/saved-prompts/${prompt.id}`, { title: "Release e-mail" });

    const versions = await versionsOf(member, prompt.id);
    expect(versions.map(({ version, title, perfectedText }) => ({ version, title, perfectedText }))).toEqual([
      { version: 3, title: "Release e-mail", perfectedText: "Draft v2" },
      { version: 2, title: "Release mail", perfectedText: "Draft v2" },
      { version: 1, title: "Release mail", perfectedText: "Draft v1" },
    ]);
  });

  it("does not record a version for filing changes or an edit that changes nothing", async () => {
    const member = await testApp().as("paid");
    const prompt = await save(member, { title: "Plan", perfectedText: "Plan my week." });
    await member.patch(`/api/saved-prompts/${prompt.id}`, { tags: ["planning"] });
    await member.patch(`/api/saved-prompts/${prompt.id}`, { perfectedText: "Plan my week." });
    expect(await versionsOf(member, prompt.id)).toHaveLength(1);
  });

  it("restores an earlier version as the newest one and keeps the history in between", async () => {
    const member = await testApp().as("paid");
    const prompt = await save(member, { title: "Pitch", perfectedText: "Original pitch" });
    await member.patch(`/api/saved-prompts/${prompt.id}`, { title: "Pitch (short)", perfectedText: "Shorter pitch" });

    const restore = member.api["saved-prompts"][":id"].versions[":version"].restore;
    const restored = await expectJson(restore.$post({ param: { id: prompt.id, version: "1" } }));
    expect(restored).toMatchObject({ title: "Pitch", perfectedText: "Original pitch" });
    expect((await versionsOf(member, prompt.id)).map((version) => version.perfectedText)).toEqual([
      "Original pitch",
      "Shorter pitch",
      "Original pitch",
    ]);
    expect((await member.post(`/api/saved-prompts/${prompt.id}/versions/9/restore`)).status).toBe(404);
  });

  it("answers a version number that is not a stored version's with 400 or 404, never a server error", async () => {
    const member = await testApp().as("paid");
    const prompt = await save(member, { title: "Pitch", perfectedText: "Original pitch" });
    for (const version of ["0", "1.5", "abc", "99999999999"]) {
      expect((await member.post(`/api/saved-prompts/${prompt.id}/versions/${version}/restore`)).status).toBe(400);
    }
    expect((await member.post(`/api/saved-prompts/${prompt.id}/versions/2147483647/restore`)).status).toBe(404);
  });

  it("keeps another member's history out of reach", async () => {
    const owner = await testApp().as("paid");
    const prompt = await save(owner, { title: "Secret", perfectedText: "Only mine" });
    const stranger = await testApp().as("paid");
    expect((await stranger.get(`/api/saved-prompts/${prompt.id}/versions`)).status).toBe(404);
    expect((await stranger.post(`/api/saved-prompts/${prompt.id}/versions/1/restore`)).status).toBe(404);
    await expectAccess(testApp(), (client) => client.get(`/api/saved-prompts/${prompt.id}/versions`), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 404,
      admin: 404,
    });
  });
});

describe("POST /api/saved-prompts/:id/duplicate", () => {
  it("copies content, source and filing into a new prompt with a history of its own", async () => {
    const member = await testApp().as("paid");
    const original = await save(member, {
      title: "Weekly review",
      perfectedText: "Review my week.",
      source: "library",
      tags: ["planning"],
    });
    await member.patch(`/api/saved-prompts/${original.id}`, { perfectedText: "Review my week in 5 bullets." });

    const copy = await expectJson(
      member.api["saved-prompts"][":id"].duplicate.$post({ param: { id: original.id } }),
      201,
    );
    expect(copy).toMatchObject({
      title: "Weekly review (copy)",
      perfectedText: "Review my week in 5 bullets.",
      source: "library",
      tags: ["planning"],
    });
    expect(copy.id).not.toBe(original.id);
    expect(await versionsOf(member, copy.id)).toHaveLength(1);
    expect((await (await testApp().as("paid")).post(`/api/saved-prompts/${original.id}/duplicate`)).status).toBe(404);
  });
});
