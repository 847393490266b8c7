import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { LibraryPrompt } from "@promptloom/contracts/library";
import { asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts, libraryStarterOffers } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { recordingLogger } from "../../testing/recording-logger.ts";
import { loadStarterLibrary, type StarterLibrary } from "./load-starter-library.ts";
import { seedLibrary } from "./seed-library.ts";

const testApp = useTestApp();
const logger = createLogger("silent");

const category = { slug: "email", name: "Email", description: "Emails.", type: "text" as const };

const starterPrompt = (slug: string, overrides: Partial<LibraryPrompt> = {}): LibraryPrompt => ({
  slug,
  title: `Prompt ${slug}`,
  description: "A prompt.",
  body: `Write the ${slug} email to {{recipient}}.`,
  example: "",
  type: "text",
  category: "email",
  tags: ["email"],
  models: ["chatgpt"],
  featured: false,
  ...overrides,
});

/** What the first release shipped, and a later one that adds a category, prompts and examples. */
const firstRelease: StarterLibrary = {
  categories: [category],
  prompts: ["kept", "deleted", "edited"].map((slug) => starterPrompt(slug)),
};
const laterRelease: StarterLibrary = {
  categories: [category, { slug: "sales", name: "Sales", description: "Selling.", type: "text" }],
  prompts: [
    ...firstRelease.prompts.map((prompt) => ({ ...prompt, example: `Example for ${prompt.slug}.` })),
    starterPrompt("new-email", { example: "A new one." }),
    starterPrompt("new-sales", { category: "sales", example: "Selling it." }),
  ],
};

const storedPrompts = () =>
  testApp()
    .db.select({ slug: libraryPrompts.slug, example: libraryPrompts.example })
    .from(libraryPrompts)
    .orderBy(asc(libraryPrompts.slug));

describe("seedLibrary", () => {
  it("fills an empty library with the starter library once, examples included", async () => {
    const { db } = testApp();
    const starter = await loadStarterLibrary();
    await seedLibrary({ db, logger });
    await seedLibrary({ db, logger });
    const [prompts] = await db.select({ total: count() }).from(libraryPrompts);
    const [categories] = await db.select({ total: count() }).from(libraryCategories);
    expect(prompts?.total).toBe(starter.prompts.length);
    expect(categories?.total).toBe(starter.categories.length);
    const [first] = starter.prompts;
    const [stored] = await db
      .select()
      .from(libraryPrompts)
      .where(eq(libraryPrompts.slug, first?.slug ?? ""));
    expect(stored?.example).toBe(first?.example);
  });

  it("adds a later release's prompts and examples, never bringing back what an admin deleted or changed", async () => {
    const { db } = testApp();
    await seedLibrary({ db, logger, starter: firstRelease });
    await db.delete(libraryPrompts).where(eq(libraryPrompts.slug, "deleted"));
    await db.update(libraryPrompts).set({ body: "Our own wording." }).where(eq(libraryPrompts.slug, "edited"));

    const { logger: recording, lines } = recordingLogger();
    await seedLibrary({ db, logger: recording, starter: laterRelease });
    expect(await storedPrompts()).toEqual([
      { slug: "edited", example: "" },
      { slug: "kept", example: "Example for kept." },
      { slug: "new-email", example: "A new one." },
      { slug: "new-sales", example: "Selling it." },
    ]);
    const categories = await db.select().from(libraryCategories).orderBy(asc(libraryCategories.position));
    expect(categories.map((row) => row.slug)).toEqual(["email", "sales"]);
    expect(lines).toEqual(["library: added 2 starter prompts, 1 categories and 1 examples of use"]);

    await db.delete(libraryPrompts).where(eq(libraryPrompts.slug, "new-email"));
    await db.update(libraryPrompts).set({ example: "" }).where(eq(libraryPrompts.slug, "kept"));
    await seedLibrary({ db, logger, starter: laterRelease });
    expect((await storedPrompts()).map((prompt) => prompt.slug)).toEqual(["edited", "kept", "new-sales"]);
    expect((await storedPrompts()).find((prompt) => prompt.slug === "kept")?.example).toBe("");
  });

  it("does not offer a release again once it was given in full, even where its offers are gone", async () => {
    const { db } = testApp();
    await seedLibrary({ db, logger, starter: firstRelease });
    await db.delete(libraryStarterOffers).where(eq(libraryStarterOffers.kind, "prompt"));
    await db.delete(libraryPrompts).where(eq(libraryPrompts.slug, "deleted"));
    await seedLibrary({ db, logger, starter: firstRelease });
    expect((await storedPrompts()).map((prompt) => prompt.slug)).toEqual(["edited", "kept"]);
  });

  it("skips new prompts of a category an admin deleted, and a slug an admin already uses", async () => {
    const { db } = testApp();
    await seedLibrary({ db, logger, starter: { ...firstRelease, categories: laterRelease.categories } });
    await db.delete(libraryCategories).where(eq(libraryCategories.slug, "sales"));
    await db.insert(libraryPrompts).values(starterPrompt("new-email", { body: "The admin's own prompt." }));

    await seedLibrary({ db, logger, starter: laterRelease });
    expect((await storedPrompts()).map((prompt) => prompt.slug)).toEqual(["deleted", "edited", "kept", "new-email"]);
    const [own] = await db.select().from(libraryPrompts).where(eq(libraryPrompts.slug, "new-email"));
    expect(own?.body).toBe("The admin's own prompt.");
  });

  it("leaves a library filled some other way before any starter content alone", async () => {
    const { db } = testApp();
    await db.insert(libraryCategories).values({ slug: "own", name: "Own", description: "Ours.", type: "text" });
    await db.insert(libraryPrompts).values(starterPrompt("mine", { category: "own" }));
    await seedLibrary({ db, logger });
    const [prompts] = await db.select({ total: count() }).from(libraryPrompts);
    expect(prompts?.total).toBe(1);
  });
});

describe("the migration that starts recording starter offers", () => {
  const migration = readFileSync(
    join(import.meta.dirname, "../../db/migrations/0008_library_examples_and_starter_offers.sql"),
    "utf8",
  );
  const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";

  it("records the whole first starter library as offered for an install seeded with it", async () => {
    const { db } = testApp();
    const starter = await loadStarterLibrary();
    const shipped = starter.prompts.find((prompt) => prompt.slug === "tighten-and-clarify");
    if (!shipped) throw new Error("the first starter library's prompt is missing");
    await db.insert(libraryCategories).values(starter.categories);
    await db.insert(libraryPrompts).values({ ...shipped, example: "" });
    await db.execute(sql.raw(backfill));
    const offers = await db
      .select({ kind: libraryStarterOffers.kind, slug: libraryStarterOffers.slug })
      .from(libraryStarterOffers);
    const categorySlugs = new Set(starter.categories.map((row) => row.slug));
    const offeredCategories = offers.filter((offer) => offer.kind === "category");
    expect(offeredCategories).toHaveLength(20);
    for (const offer of offeredCategories) expect(categorySlugs.has(offer.slug), offer.slug).toBe(true);
    const firstEdition = new Set(offers.filter((offer) => offer.kind === "prompt").map((offer) => offer.slug));
    expect(firstEdition.size).toBe(196);

    // The first release's prompts the install no longer holds stay away; newer ones and examples arrive.
    await seedLibrary({ db, logger });
    const stored = await db.select().from(libraryPrompts);
    expect(stored).toHaveLength(starter.prompts.filter((prompt) => !firstEdition.has(prompt.slug)).length + 1);
    expect(stored.find((prompt) => prompt.slug === shipped.slug)?.example).toBe(shipped.example);
  });

  it("records nothing for a library that holds none of the first starter prompts", async () => {
    const { db } = testApp();
    await db.insert(libraryCategories).values({ slug: "own", name: "Own", description: "Ours.", type: "text" });
    await db.insert(libraryPrompts).values(starterPrompt("mine", { category: "own" }));
    await db.execute(sql.raw(backfill));
    const [offers] = await db.select({ total: count() }).from(libraryStarterOffers);
    expect(offers?.total).toBe(0);
  });
});
