import { studioOptionSchema } from "@promptloom/contracts/studio/studio-options";
import { beforeEach, describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { openEventStream } from "../../testing/event-stream-client.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectBody, expectError, expectJson } from "../../testing/expect-json.ts";
import { seedStudio } from "./seed-studio.ts";

const testApp = useTestApp();

beforeEach(async () => {
  await seedStudio({ db: testApp().db, logger: createLogger("silent") });
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const adminOptions = async (admin: SignedInClient) => (await expectJson(admin.api.admin.studio.options.$get())).items;

const adminPresets = async (admin: SignedInClient) => (await expectJson(admin.api.admin.studio.presets.$get())).items;

const auditTrail = async (admin: SignedInClient) =>
  (await expectJson(admin.api.admin["audit-log"].$get({ query: { limit: "100" } }))).items
    .map((entry) => `${entry.action} ${entry.targetLabel ?? ""}`)
    .reverse();

const memberOptions = async (member: SignedInClient) => (await expectJson(member.api.studio.options.$get())).items;

describe("admin option sets", () => {
  it("adds an option at the end of its group with a slug from its label, numbered when taken", async () => {
    const admin = await testApp().as("admin");
    const json = { group: "lighting", label: "Neon glow", description: "Signs again.", term: "neon tubes" } as const;
    const first = await expectJson(admin.api.admin.studio.options.$post({ json }), 201);
    expect(first).toMatchObject({ group: "lighting", slug: "neon-glow", phrase: null, hidden: false });
    const second = await expectJson(admin.api.admin.studio.options.$post({ json }), 201);
    expect(second.slug).toBe("neon-glow-2");
    const lighting = (await adminOptions(admin)).filter((option) => option.group === "lighting");
    expect(lighting.at(-1)?.id).toBe(second.id);
  });

  it("edits and hides an option, which members then no longer see", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const noir = (await adminOptions(admin)).find((option) => option.slug === "film-noir");
    const edited = await expectJson(
      admin.api.admin.studio.options[":id"].$patch({
        param: { id: noir?.id ?? "" },
        json: { description: "Hard shadows and smoky rooms.", phrase: "" },
      }),
    );
    expect(edited).toMatchObject({
      slug: "film-noir",
      description: "Hard shadows and smoky rooms.",
      phrase: null,
    });
    await admin.patch(`/api/admin/studio/options/${noir?.id}`, { hidden: true });
    expect((await memberOptions(member)).some((option) => option.id === noir?.id)).toBe(false);
    expect((await adminOptions(admin)).find((option) => option.id === noir?.id)).toMatchObject({
      hidden: true,
      description: "Hard shadows and smoky rooms.",
    });
  });

  it("refuses an aspect ratio option that is not a ratio, and an empty change", async () => {
    const admin = await testApp().as("admin");
    const bad = await admin.post("/api/admin/studio/options", {
      group: "aspect",
      label: "Wide",
      description: "Wide.",
      term: "wide",
    });
    expect(expectError(bad, 400).message).toBe("An aspect ratio is two whole numbers like 16:9");
    const square = (await adminOptions(admin)).find((option) => option.group === "aspect");
    expect((await admin.patch(`/api/admin/studio/options/${square?.id}`, { term: "square" })).status).toBe(400);
    expect((await admin.patch(`/api/admin/studio/options/${square?.id}`, {})).status).toBe(400);
  });

  it("reorders a group only when every option of it is listed once", async () => {
    const admin = await testApp().as("admin");
    const aspect = (await adminOptions(admin)).filter((option) => option.group === "aspect");
    const reversed = aspect.map((option) => option.id).reverse();
    expect((await admin.post("/api/admin/studio/options/reorder", { group: "aspect", ids: reversed })).status).toBe(
      204,
    );
    const after = (await adminOptions(admin)).filter((option) => option.group === "aspect");
    expect(after.map((option) => option.id)).toEqual(reversed);
    const partial = await admin.post("/api/admin/studio/options/reorder", { group: "aspect", ids: reversed.slice(1) });
    expect(partial.status).toBe(400);
    const foreign = (await adminOptions(admin)).find((option) => option.group === "mood")?.id ?? "";
    const mixed = [foreign, ...reversed.slice(1)];
    expect((await admin.post("/api/admin/studio/options/reorder", { group: "aspect", ids: mixed })).status).toBe(400);
  });

  it("stores an example image checked by its bytes, and deletes it with its option", async () => {
    const admin = await testApp().as("admin");
    const option = (await adminOptions(admin)).find((item) => item.slug === "golden-hour");
    // A raw image body, which the typed client does not send.
    const upload = (body: Uint8Array) =>
      admin.send("PUT", `/api/admin/studio/options/${option?.id}/example-image`, {
        body,
        headers: { "Content-Type": "image/png" },
      });
    const { imageUrl } = expectBody(await upload(png), studioOptionSchema.pick({ imageUrl: true }));
    expect(imageUrl).toMatch(/^\/api\/uploads\/studio\/.+\.png$/);
    const stored = imageUrl ?? "";
    const member = await testApp().as("paid");
    expect((await memberOptions(member)).find((item) => item.id === option?.id)?.imageUrl).toBe(imageUrl);
    expect((await member.get(stored)).status).toBe(200);

    const disguised = await upload(new TextEncoder().encode("<svg onload=alert(1)></svg>"));
    expectError(disguised, 400);

    expect((await admin.delete(`/api/admin/studio/options/${option?.id}`)).status).toBe(204);
    expect((await member.get(stored)).status).toBe(404);
    expect((await admin.delete(`/api/admin/studio/options/${option?.id}`)).status).toBe(404);
  });

  it("is for admins only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/admin/studio/options"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});

describe("audit log", () => {
  it("records every change to the option sets and featured presets, with what changed", async () => {
    const admin = await testApp().as("admin");
    const option = await expectJson(
      admin.api.admin.studio.options.$post({
        json: { group: "mood", label: "Wistful", description: "Longing for what is gone.", term: "wistful" },
      }),
      201,
    );
    await admin.patch(`/api/admin/studio/options/${option.id}`, { hidden: true, label: "Wistful" });
    await admin.send("PUT", `/api/admin/studio/options/${option.id}/example-image`, { body: png });
    const moods = (await adminOptions(admin)).filter((item) => item.group === "mood").map((item) => item.id);
    await admin.post("/api/admin/studio/options/reorder", { group: "mood", ids: moods.reverse() });
    await admin.delete(`/api/admin/studio/options/${option.id}`);
    const preset = await expectJson(admin.api.admin.studio.presets.$post({ json: { name: "Soft", choices: {} } }), 201);
    await admin.patch(`/api/admin/studio/presets/${preset.id}`, { name: "Softer" });
    await admin.delete(`/api/admin/studio/presets/${preset.id}`);
    await (await testApp().as("paid")).post("/api/studio/presets", { name: "A member's own", choices: {} });

    expect(await auditTrail(admin)).toEqual([
      "studio_option.create Mood: Wistful",
      "studio_option.update Mood: Wistful",
      "studio_option.set_image Mood: Wistful",
      "studio_option.reorder Mood",
      "studio_option.delete Mood: Wistful",
      "studio_preset.create Soft",
      "studio_preset.update Softer",
      "studio_preset.delete Softer",
    ]);
    const entries = await expectJson(admin.api.admin["audit-log"].$get({ query: { action: "studio_option.update" } }));
    expect(entries.items[0]).toMatchObject({ before: { hidden: false }, after: { hidden: true } });
  });
});

describe("admin featured presets", () => {
  it("adds, hides, reorders and deletes featured presets that members see", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const created = await expectJson(
      admin.api.admin.studio.presets.$post({
        json: {
          name: "Noir portrait",
          description: "Hard light, deep shadow.",
          choices: { picks: { style: [{ slug: "film-noir" }] } },
        },
      }),
      201,
    );
    expect(created.scope).toBe("featured");
    const memberPresets = async () =>
      (await expectJson(member.api.studio.presets.$get())).items.map((preset) => preset.id);
    expect(await memberPresets()).toContain(created.id);

    const hidden = await expectJson(
      admin.api.admin.studio.presets[":id"].$patch({ param: { id: created.id }, json: { hidden: true } }),
    );
    expect(hidden).toMatchObject({ hidden: true, description: "Hard light, deep shadow." });
    expect(await memberPresets()).not.toContain(created.id);

    const featured = await adminPresets(admin);
    const order = featured.map((preset) => preset.id).reverse();
    expect((await admin.post("/api/admin/studio/presets/reorder", { ids: order })).status).toBe(204);
    const reordered = await adminPresets(admin);
    expect(reordered[0]?.id).toBe(created.id);

    expect((await admin.delete(`/api/admin/studio/presets/${created.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/studio/presets/${created.id}`)).status).toBe(404);
  });

  it("cannot touch a member's own presets", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const mine = await expectJson(member.api.studio.presets.$post({ json: { name: "Mine", choices: {} } }), 201);
    expect((await admin.patch(`/api/admin/studio/presets/${mine.id}`, { name: "Ours" })).status).toBe(404);
    expect((await admin.delete(`/api/admin/studio/presets/${mine.id}`)).status).toBe(404);
  });
});

describe("live studio", () => {
  it("tells open streams when an admin changes the option sets or the featured presets", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const stream = await openEventStream(member);
    try {
      await stream.next("ready");
      const [first] = await adminOptions(admin);
      await admin.patch(`/api/admin/studio/options/${first?.id}`, { label: "Renamed" });
      expect((await stream.next("studio")).data).toEqual({ changed: "options" });

      const [preset] = await adminPresets(admin);
      await admin.patch(`/api/admin/studio/presets/${preset?.id}`, { hidden: true });
      expect((await stream.next("studio")).data).toEqual({ changed: "presets" });
    } finally {
      stream.close();
    }
  });
});
