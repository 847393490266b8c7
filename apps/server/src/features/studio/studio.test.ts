import { renderPrompt } from "@promptloom/contracts/studio/render-prompt";
import { resolveChoices } from "@promptloom/contracts/studio/resolve-choices";
import { studioChoicesSchema, type StudioChoicesInput } from "@promptloom/contracts/studio/studio-choices";
import { studioGroups } from "@promptloom/contracts/studio/studio-groups";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { studioOptions } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { seedStudio } from "./seed-studio.ts";

const testApp = useTestApp();

beforeEach(async () => {
  await seedStudio({ db: testApp().db, logger: createLogger("silent") });
});

const optionsOf = async (client: TestClient) => (await expectJson(client.api.studio.options.$get())).items;
const presetsOf = async (client: TestClient) => (await expectJson(client.api.studio.presets.$get())).items;
const historyOf = async (client: TestClient) => (await expectJson(client.api.studio.history.$get())).items;

const portrait: StudioChoicesInput = {
  subject: "an old fisherman mending nets",
  picks: {
    medium: [{ slug: "35mm-film-photo" }],
    lighting: [{ slug: "golden-hour", weight: 1.2 }],
    aspect: [{ slug: "16-9" }],
    negative: [{ slug: "text" }],
  },
  midjourney: { version: "7", stylize: 250 },
};

describe("GET /api/studio/options", () => {
  it("offers members tens of described options in every group, hidden ones left out", async () => {
    const member = await testApp().as("paid");
    await testApp().db.update(studioOptions).set({ hidden: true }).where(eq(studioOptions.slug, "film-noir"));
    const items = await optionsOf(member);
    for (const group of studioGroups) {
      const options = items.filter((option) => option.group === group);
      expect(options.length, group).toBeGreaterThanOrEqual(group === "aspect" ? 10 : 15);
      expect(options.every((option) => option.description.length > 10 && option.term.length > 0)).toBe(true);
    }
    expect(items.some((option) => option.slug === "film-noir")).toBe(false);
  });

  it("is for members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/studio/options"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
  });
});

describe("studio presets", () => {
  it("offers the featured presets, then the member's own, which nobody else sees", async () => {
    const member = await testApp().as("paid");
    const created = await expectJson(
      member.api.studio.presets.$post({
        json: {
          name: "My noir look",
          choices: { picks: { style: [{ slug: "film-noir" }] }, midjourney: { chaos: 20 } },
        },
      }),
      201,
    );
    expect(created).toMatchObject({ scope: "mine", name: "My noir look", description: "" });
    expect(created.choices.midjourney).toEqual({ version: "8.1", stylize: 100, chaos: 20, raw: false });

    const presets = await presetsOf(member);
    expect(presets.filter((preset) => preset.scope === "featured").length).toBeGreaterThanOrEqual(8);
    expect(presets.at(-1)?.id).toBe(created.id);

    const other = await testApp().as("paid");
    const theirs = await presetsOf(other);
    expect(theirs.some((preset) => preset.id === created.id)).toBe(false);
    expect((await other.patch(`/api/studio/presets/${created.id}`, { name: "Taken" })).status).toBe(404);
    expect((await other.delete(`/api/studio/presets/${created.id}`)).status).toBe(404);
  });

  it("lets a member rename and delete their own, but never a featured one", async () => {
    const member = await testApp().as("paid");
    const mine = await expectJson(member.api.studio.presets.$post({ json: { name: "Draft", choices: {} } }), 201);
    const renamed = await expectJson(
      member.api.studio.presets[":id"].$patch({ param: { id: mine.id }, json: { name: "Final" } }),
    );
    expect(renamed.name).toBe("Final");
    const [featured] = await presetsOf(member);
    expect((await member.delete(`/api/studio/presets/${featured?.id}`)).status).toBe(404);
    expect((await member.delete(`/api/studio/presets/${mine.id}`)).status).toBe(204);
  });

  it("refuses a preset without a name or with choices the builder cannot take", async () => {
    const member = await testApp().as("paid");
    const nameless = await member.post("/api/studio/presets", { name: " ", choices: {} });
    expect(expectError(nameless, 400).message).toBe("Name is required");
    const tooMany = await member.post("/api/studio/presets", {
      name: "Wide",
      choices: { picks: { aspect: [{ slug: "16-9" }, { slug: "1-1" }] } },
    });
    expect(tooMany.status).toBe(400);
    const badStylize = await member.post("/api/studio/presets", {
      name: "Loud",
      choices: { midjourney: { stylize: 5000 } },
    });
    expect(badStylize.status).toBe(400);
  });
});

describe("studio history", () => {
  it("records the prompt the generators write for the build, newest first", async () => {
    const member = await testApp().as("paid");
    const recorded = await expectJson(
      member.api.studio.history.$post({ json: { syntax: "midjourney", choices: portrait } }),
      201,
    );
    expect(recorded.text).toBe(
      "an old fisherman mending nets, 35mm film photograph, golden hour sunlight --ar 16:9 --stylize 250 --no text --v 7",
    );
    const options = await optionsOf(member);
    const expected = renderPrompt("stable-diffusion", resolveChoices(studioChoicesSchema.parse(portrait), options));
    await member.post("/api/studio/history", { syntax: "stable-diffusion", choices: portrait });

    const history = await historyOf(member);
    expect(history.map((entry) => entry.text)).toEqual([expected.text, recorded.text]);
    expect(history[0]?.choices.subject).toBe("an old fisherman mending nets");
  });

  it("moves a prompt copied again to the top instead of repeating it", async () => {
    const member = await testApp().as("paid");
    await member.post("/api/studio/history", { syntax: "natural-language", choices: portrait });
    await member.post("/api/studio/history", { syntax: "natural-language", choices: portrait });
    expect(await historyOf(member)).toHaveLength(1);
  });

  it("keeps each member's history to themselves, and deletes one entry or all", async () => {
    const member = await testApp().as("paid");
    const first = await expectJson(
      member.api.studio.history.$post({ json: { syntax: "midjourney", choices: { subject: "a red kite" } } }),
      201,
    );
    await member.post("/api/studio/history", { syntax: "midjourney", choices: { subject: "a blue kite" } });
    const other = await testApp().as("paid");
    expect(await historyOf(other)).toEqual([]);
    expect((await other.delete(`/api/studio/history/${first.id}`)).status).toBe(404);

    expect((await member.delete(`/api/studio/history/${first.id}`)).status).toBe(204);
    expect(await historyOf(member)).toHaveLength(1);
    expect((await member.delete("/api/studio/history")).status).toBe(204);
    expect(await historyOf(member)).toEqual([]);
  });

  it("refuses an empty build and an unknown syntax", async () => {
    const member = await testApp().as("paid");
    const empty = await member.post("/api/studio/history", { syntax: "midjourney", choices: {} });
    expect(expectError(empty, 400).message).toBe("Describe a subject or choose at least one option");
    expect((await member.post("/api/studio/history", { syntax: "dall-e", choices: portrait })).status).toBe(400);
  });
});
