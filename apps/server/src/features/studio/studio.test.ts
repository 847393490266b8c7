import { renderPrompt } from "@promptloom/contracts/studio/render-prompt";
import { resolveChoices } from "@promptloom/contracts/studio/resolve-choices";
import { studioChoicesSchema, type StudioChoicesInput } from "@promptloom/contracts/studio/studio-choices";
import { studioGroups } from "@promptloom/contracts/studio/studio-groups";
import type { StudioHistoryEntry } from "@promptloom/contracts/studio/studio-history";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import type { StudioPreset } from "@promptloom/contracts/studio/studio-presets";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { studioOptions } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { seedStudio } from "./seed-studio.ts";

const testApp = useTestApp();

beforeEach(async () => {
  await seedStudio({ db: testApp().db, logger: createLogger("silent") });
});

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
    const { body } = await member.get<{ items: StudioOption[] }>("/api/studio/options");
    for (const group of studioGroups) {
      const options = body.items.filter((option) => option.group === group);
      expect(options.length, group).toBeGreaterThanOrEqual(group === "aspect" ? 10 : 15);
      expect(options.every((option) => option.description.length > 10 && option.term.length > 0)).toBe(true);
    }
    expect(body.items.some((option) => option.slug === "film-noir")).toBe(false);
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
    const created = await member.post<StudioPreset>("/api/studio/presets", {
      name: "My noir look",
      choices: { picks: { style: [{ slug: "film-noir" }] }, midjourney: { chaos: 20 } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ scope: "mine", name: "My noir look", description: "" });
    expect(created.body.choices.midjourney).toEqual({ version: "8.1", stylize: 100, chaos: 20, raw: false });

    const presets = (await member.get<{ items: StudioPreset[] }>("/api/studio/presets")).body.items;
    expect(presets.filter((preset) => preset.scope === "featured").length).toBeGreaterThanOrEqual(8);
    expect(presets.at(-1)?.id).toBe(created.body.id);

    const other = await testApp().as("paid");
    const theirs = (await other.get<{ items: StudioPreset[] }>("/api/studio/presets")).body.items;
    expect(theirs.some((preset) => preset.id === created.body.id)).toBe(false);
    expect((await other.patch(`/api/studio/presets/${created.body.id}`, { name: "Taken" })).status).toBe(404);
    expect((await other.delete(`/api/studio/presets/${created.body.id}`)).status).toBe(404);
  });

  it("lets a member rename and delete their own, but never a featured one", async () => {
    const member = await testApp().as("paid");
    const { body: mine } = await member.post<StudioPreset>("/api/studio/presets", { name: "Draft", choices: {} });
    const renamed = await member.patch<StudioPreset>(`/api/studio/presets/${mine.id}`, { name: "Final" });
    expect(renamed.body.name).toBe("Final");
    const featured = (await member.get<{ items: StudioPreset[] }>("/api/studio/presets")).body.items[0];
    expect((await member.delete(`/api/studio/presets/${featured?.id}`)).status).toBe(404);
    expect((await member.delete(`/api/studio/presets/${mine.id}`)).status).toBe(204);
  });

  it("refuses a preset without a name or with choices the builder cannot take", async () => {
    const member = await testApp().as("paid");
    const nameless = await member.post<{ error: { message: string } }>("/api/studio/presets", {
      name: " ",
      choices: {},
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.message).toBe("Name is required");
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
    const recorded = await member.post<StudioHistoryEntry>("/api/studio/history", {
      syntax: "midjourney",
      choices: portrait,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.text).toBe(
      "an old fisherman mending nets, 35mm film photograph, golden hour sunlight --ar 16:9 --stylize 250 --no text --v 7",
    );
    const options = (await member.get<{ items: StudioOption[] }>("/api/studio/options")).body.items;
    const expected = renderPrompt("stable-diffusion", resolveChoices(studioChoicesSchema.parse(portrait), options));
    await member.post("/api/studio/history", { syntax: "stable-diffusion", choices: portrait });

    const history = (await member.get<{ items: StudioHistoryEntry[] }>("/api/studio/history")).body.items;
    expect(history.map((entry) => entry.text)).toEqual([expected.text, recorded.body.text]);
    expect(history[0]?.choices.subject).toBe("an old fisherman mending nets");
  });

  it("moves a prompt copied again to the top instead of repeating it", async () => {
    const member = await testApp().as("paid");
    await member.post("/api/studio/history", { syntax: "natural-language", choices: portrait });
    await member.post("/api/studio/history", { syntax: "natural-language", choices: portrait });
    expect((await member.get<{ items: StudioHistoryEntry[] }>("/api/studio/history")).body.items).toHaveLength(1);
  });

  it("keeps each member's history to themselves, and deletes one entry or all", async () => {
    const member = await testApp().as("paid");
    const { body: first } = await member.post<StudioHistoryEntry>("/api/studio/history", {
      syntax: "midjourney",
      choices: { subject: "a red kite" },
    });
    await member.post("/api/studio/history", { syntax: "midjourney", choices: { subject: "a blue kite" } });
    const other = await testApp().as("paid");
    expect((await other.get<{ items: unknown[] }>("/api/studio/history")).body.items).toEqual([]);
    expect((await other.delete(`/api/studio/history/${first.id}`)).status).toBe(404);

    expect((await member.delete(`/api/studio/history/${first.id}`)).status).toBe(204);
    expect((await member.get<{ items: unknown[] }>("/api/studio/history")).body.items).toHaveLength(1);
    expect((await member.delete("/api/studio/history")).status).toBe(204);
    expect((await member.get<{ items: unknown[] }>("/api/studio/history")).body.items).toEqual([]);
  });

  it("refuses an empty build and an unknown syntax", async () => {
    const member = await testApp().as("paid");
    const empty = await member.post<{ error: { message: string } }>("/api/studio/history", {
      syntax: "midjourney",
      choices: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Describe a subject or choose at least one option");
    expect((await member.post("/api/studio/history", { syntax: "dall-e", choices: portrait })).status).toBe(400);
  });
});
