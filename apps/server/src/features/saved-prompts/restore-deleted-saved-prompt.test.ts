import { randomUUID } from "node:crypto";

import type { CreateSavedPromptInput } from "@promptloom/contracts/saved-prompts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { deletedSavedPrompts } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { RESTORE_WINDOW_MINUTES } from "./restore-window.ts";

const testApp = useTestApp();

const save = (member: SignedInClient, json: CreateSavedPromptInput) =>
  expectJson(member.api["saved-prompts"].$post({ json }), 201);

const restore = (member: SignedInClient, id: string) =>
  member.api["saved-prompts"][":id"].restore.$post({ param: { id } });

const versionsOf = async (member: SignedInClient, id: string) =>
  (await expectJson(member.api["saved-prompts"][":id"].versions.$get({ param: { id } }))).items;

const gone = { error: { code: "not_found", message: "This prompt can no longer be restored" } };

/** A filed, tagged prompt edited twice, so it has three versions. */
const saveWithHistory = async (member: SignedInClient) => {
  const folder = await expectJson(member.api.folders.$post({ json: { name: "Work", parentId: null } }), 201);
  const prompt = await save(member, {
    title: "Release mail",
    rawText: "tell the team about friday",
    perfectedText: "Draft v1",
    source: "genie",
    folderId: folder.id,
    tags: ["team", "release"],
    originId: randomUUID(),
  });
  await member.patch(`/api/saved-prompts/${prompt.id}`, { perfectedText: "Draft v2" });
  await member.patch(`/api/saved-prompts/${prompt.id}`, { title: "Release e-mail" });
  return { folder, id: prompt.id };
};

describe("POST /api/saved-prompts/:id/restore", () => {
  it("brings a deleted prompt back as it was: id, content, folder, tags, origin, dates and every version", async () => {
    const member = await testApp().as("paid");
    const { folder, id } = await saveWithHistory(member);
    const before = (await member.get(`/api/saved-prompts/${id}`)).body;
    const history = await versionsOf(member, id);
    expect(history).toHaveLength(3);

    expect((await member.delete(`/api/saved-prompts/${id}`)).status).toBe(204);
    expect((await member.get(`/api/saved-prompts/${id}`)).status).toBe(404);
    expect((await expectJson(member.api["saved-prompts"].$get({ query: {} }))).total).toBe(0);

    const restored = await expectJson(restore(member, id));
    expect(restored).toEqual(before);
    expect(restored.folderId).toBe(folder.id);
    expect(await versionsOf(member, id)).toEqual(history);
    expect((await expectJson(member.api["saved-prompts"].$get({ query: { folderId: folder.id } }))).total).toBe(1);

    // The history carries on where it stopped.
    await member.patch(`/api/saved-prompts/${id}`, { perfectedText: "Draft v3" });
    expect((await versionsOf(member, id)).map((version) => version.version)).toEqual([4, 3, 2, 1]);
  });

  it("restores once: a second undo finds nothing to bring back", async () => {
    const member = await testApp().as("paid");
    const prompt = await save(member, { title: "Plan", perfectedText: "Plan my week." });
    await member.delete(`/api/saved-prompts/${prompt.id}`);
    expect((await restore(member, prompt.id)).status).toBe(200);
    const again = await member.post(`/api/saved-prompts/${prompt.id}/restore`);
    expect([again.status, again.body]).toEqual([404, gone]);
  });

  it("leaves the prompt outside any folder when its folder was deleted meanwhile", async () => {
    const member = await testApp().as("paid");
    const { folder, id } = await saveWithHistory(member);
    await member.delete(`/api/saved-prompts/${id}`);
    expect((await member.delete(`/api/folders/${folder.id}`)).status).toBe(204);
    const restored = await expectJson(restore(member, id));
    expect(restored).toMatchObject({ folderId: null, tags: ["team", "release"], title: "Release e-mail" });
    expect(await versionsOf(member, id)).toHaveLength(3);
  });

  it(`can undo for ${RESTORE_WINDOW_MINUTES} minutes; older deletions are forgotten at the next delete`, async () => {
    const app = testApp();
    const member = await app.as("paid");
    const old = await save(member, { title: "Old", perfectedText: "Old prompt." });
    await member.delete(`/api/saved-prompts/${old.id}`);
    await app.db
      .update(deletedSavedPrompts)
      .set({ deletedAt: sql`now() - make_interval(mins => ${RESTORE_WINDOW_MINUTES + 1})` })
      .where(eq(deletedSavedPrompts.id, old.id));
    const late = await member.post(`/api/saved-prompts/${old.id}/restore`);
    expect([late.status, late.body]).toEqual([404, gone]);

    const recent = await save(member, { title: "Recent", perfectedText: "Recent prompt." });
    await member.delete(`/api/saved-prompts/${recent.id}`);
    const kept = await app.db.select({ id: deletedSavedPrompts.id }).from(deletedSavedPrompts);
    expect(kept).toEqual([{ id: recent.id }]);
  });

  it("answers a malformed id with 400 and a prompt that was not deleted with 404", async () => {
    const member = await testApp().as("paid");
    const malformed = await member.post("/api/saved-prompts/not-a-uuid/restore");
    expect([malformed.status, malformed.body]).toEqual([
      400,
      { error: { code: "validation_error", message: "Invalid prompt id" } },
    ]);
    const live = await save(member, { title: "Live", perfectedText: "Still here." });
    expect((await member.post(`/api/saved-prompts/${live.id}/restore`)).body).toEqual(gone);
    expect((await member.post(`/api/saved-prompts/${randomUUID()}/restore`)).status).toBe(404);
  });

  it("keeps another member's deleted prompt out of reach: 404, and the owner can still restore it", async () => {
    const owner = await testApp().as("paid");
    const prompt = await save(owner, { title: "Secret", perfectedText: "Only mine" });
    await owner.delete(`/api/saved-prompts/${prompt.id}`);
    const stranger = await testApp().as("admin");
    const refused = await stranger.post(`/api/saved-prompts/${prompt.id}/restore`);
    expect([refused.status, refused.body]).toEqual([404, gone]);
    expect((await stranger.get(`/api/saved-prompts/${prompt.id}`)).status).toBe(404);
    expect(await expectJson(restore(owner, prompt.id))).toMatchObject({ title: "Secret" });
  });

  it("is for paying members only, each restoring their own", async () => {
    await expectAccess(
      testApp(),
      async (client) => {
        const created = await client.post("/api/saved-prompts", { title: "Mine", perfectedText: "My prompt." });
        const id = created.status === 201 ? (created.body as { id: string }).id : randomUUID();
        if (created.status === 201) await client.delete(`/api/saved-prompts/${id}`);
        return client.post(`/api/saved-prompts/${id}/restore`);
      },
      { anonymous: 401, unpaid: 403, refunded: 403, paid: 200, admin: 200 },
    );
  });
});
