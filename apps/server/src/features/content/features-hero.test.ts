import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { FeaturesHeroInput } from "@promptloom/contracts/features-hero";
import { defaultFeaturesHero } from "@promptloom/contracts/site-content";
import { describe, expect, it } from "vitest";

import { siteSettings } from "../../db/schema/index.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccessToEach } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { temporaryFolder } from "../../testing/temporary-folder.ts";

/**
 * A build in miniature: prerendered pages with the default content, and a page renderer module
 * beside it as the web build makes one, writing the hero and the cards in order.
 */
const makeBuild = () => {
  const root = temporaryFolder("promptloom-build");
  const dist = join(root, "dist");
  mkdirSync(join(dist, "features"), { recursive: true });
  mkdirSync(join(root, "dist-prerender"));
  writeFileSync(join(dist, "app.html"), "<title>app shell</title>");
  writeFileSync(join(dist, "index.html"), "<title>home</title><h1>prerendered</h1>");
  writeFileSync(join(dist, "features", "index.html"), "<title>features</title>");
  writeFileSync(
    join(root, "dist-prerender", "prerender.js"),
    `export const createSitePageRenderer = () => async (path, content) =>
       "<title>" + path + "</title><h1>" + content.hero.title + "</h1>" + content.features.map((card) => card.slug).join(",");`,
  );
  return dist;
};

const testApp = useTestApp({ config: { webDistDir: makeBuild() } });

const edited: FeaturesHeroInput = {
  hero: { ...defaultFeaturesHero.hero, title: "Prompts that work, every time" },
  features: [...defaultFeaturesHero.features]
    .reverse()
    .map((card, index) => (index === 0 ? { ...card, name: "Resources and guides", icon: "lightbulb" } : card)),
};

/** A page of the site as a visitor's browser receives it. */
const openPage = (path: string) => testApp().client().open("GET", path);
const pageText = async (path: string) => (await openPage(path)).text();

describe("features hero", () => {
  it("starts with the defaults, saves an admin's hero and cards, and resets to the defaults", async () => {
    const admin = await testApp().as("admin");
    const hero = admin.api.admin["features-hero"];
    const initial = await expectJson(hero.$get());
    expect(initial).toMatchObject({ isDefault: true, updatedAt: null, hero: defaultFeaturesHero.hero });

    const saved = await expectJson(hero.$put({ json: edited }));
    expect(saved).toMatchObject({ isDefault: false, hero: { title: "Prompts that work, every time" } });
    expect(saved.features[0]).toEqual({
      slug: "resources",
      name: "Resources and guides",
      summary: expect.any(String) as string,
      icon: "lightbulb",
    });

    const reset = await expectJson(hero.$delete());
    expect(reset).toMatchObject({ isDefault: true, hero: defaultFeaturesHero.hero });
    const { items: actions } = await expectJson(
      admin.api.admin["audit-log"].$get({ query: { targetType: "site_content" } }),
    );
    expect(actions.map((entry) => entry.action)).toEqual(["features_hero.reset", "features_hero.save"]);
    expect(actions[1]?.after).toMatchObject({ hero: { title: "Prompts that work, every time" } });
  });

  it("refuses missing, repeated or unknown cards, unknown icons and empty text", async () => {
    const admin = await testApp().as("admin");
    const put = (body: unknown) => admin.put("/api/admin/features-hero", body);
    const cards = defaultFeaturesHero.features;
    expect((await put({ ...edited, features: cards.slice(1) })).status).toBe(400);
    expect((await put({ ...edited, features: [cards[0], ...cards.slice(0, 9)] })).status).toBe(400);
    expect(
      (await put({ ...edited, features: cards.map((card, i) => (i ? card : { ...card, slug: "x" })) })).status,
    ).toBe(400);
    expect(
      (await put({ ...edited, features: cards.map((card, i) => (i ? card : { ...card, icon: "skull" })) })).status,
    ).toBe(400);
    expect((await put({ ...edited, hero: { ...edited.hero, title: "  " } })).status).toBe(400);
  });

  it("renders the home and features pages again with the saved content, and serves the prerendered ones otherwise", async () => {
    expect(await pageText("/")).toContain("<h1>prerendered</h1>");
    const admin = await testApp().as("admin");
    await admin.put("/api/admin/features-hero", edited);

    const home = await openPage("/");
    expect(await home.text()).toContain(
      "<title>/</title><h1>Prompts that work, every time</h1>resources,community-prompts,",
    );
    expect(home.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(await pageText("/features/")).toContain("<title>/features</title>");
    expect(await pageText("/app/dashboard")).toContain("app shell");

    // A stored value that no longer fits the contract falls back to the defaults. Written straight
    // to the database, it reaches the server's memory through the database's notification.
    await testApp()
      .db.update(siteSettings)
      .set({ value: { hero: "broken" } });
    await expect.poll(() => pageText("/")).toContain("<h1>prerendered</h1>");
    await admin.delete("/api/admin/features-hero");
    expect(await pageText("/")).toContain("<h1>prerendered</h1>");
  });

  it("is for admins only", async () => {
    await expectAccessToEach(
      testApp(),
      [
        (client) => client.get("/api/admin/features-hero"),
        (client) => client.put("/api/admin/features-hero", edited),
        (client) => client.delete("/api/admin/features-hero"),
      ],
      { anonymous: 401, unpaid: 403, paid: 403, refunded: 403, admin: 200 },
    );
  });
});
