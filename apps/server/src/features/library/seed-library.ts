import { count } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { loadStarterLibrary } from "./load-starter-library.ts";

/**
 * Fills an empty library with the starter library, categories first, in one transaction.
 * A library that holds anything (seeded before, or imported) is left alone.
 */
export const seedLibrary = async (options: { db: Database; logger: Logger }): Promise<void> => {
  const { db, logger } = options;
  const [existing] = await db.select({ total: count() }).from(libraryPrompts);
  if ((existing?.total ?? 0) > 0) return;

  const starter = await loadStarterLibrary();
  await db.transaction(async (tx) => {
    await tx
      .insert(libraryCategories)
      .values(starter.categories.map((category, position) => ({ ...category, position })))
      .onConflictDoNothing();
    // Two instances starting together may both find the library empty; the second adds nothing.
    await tx
      .insert(libraryPrompts)
      .values(starter.prompts.map((prompt) => ({ ...prompt, status: "published" })))
      .onConflictDoNothing();
  });
  logger.info(`library: seeded ${starter.prompts.length} starter prompts in ${starter.categories.length} categories`);
};
