import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { loadStarterLibrary } from "./load-starter-library.ts";
import { seedLibrary } from "./seed-library.ts";

const testApp = useTestApp();
const logger = createLogger("silent");

describe("seedLibrary", () => {
  it("fills an empty library with the starter library once", async () => {
    const { db } = testApp();
    const starter = await loadStarterLibrary();
    await seedLibrary({ db, logger });
    await seedLibrary({ db, logger });
    const [prompts] = await db.select({ total: count() }).from(libraryPrompts);
    const [categories] = await db.select({ total: count() }).from(libraryCategories);
    expect(prompts?.total).toBe(starter.prompts.length);
    expect(categories?.total).toBe(starter.categories.length);
  });

  it("leaves a library that already holds prompts alone", async () => {
    const { db } = testApp();
    await db.insert(libraryCategories).values({ slug: "own", name: "Own", description: "Ours.", type: "text" });
    await db.insert(libraryPrompts).values({
      slug: "mine",
      title: "Mine",
      description: "Mine.",
      body: "Mine.",
      type: "text",
      category: "own",
    });
    await seedLibrary({ db, logger });
    const [prompts] = await db.select({ total: count() }).from(libraryPrompts);
    expect(prompts?.total).toBe(1);
  });
});
