import type { PromptType } from "@promptloom/contracts/library";
import type { LibraryCategoryItem } from "@promptloom/contracts/library-search";
import { and, asc, count, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";

/** The categories in their curated order, each with its number of published prompts. */
export const listLibraryCategories = async (options: {
  db: Database;
  type?: PromptType | undefined;
}): Promise<LibraryCategoryItem[]> => {
  return options.db
    .select({
      slug: libraryCategories.slug,
      name: libraryCategories.name,
      description: libraryCategories.description,
      type: libraryCategories.type,
      promptCount: count(libraryPrompts.id),
    })
    .from(libraryCategories)
    .leftJoin(
      libraryPrompts,
      and(eq(libraryPrompts.category, libraryCategories.slug), eq(libraryPrompts.status, "published")),
    )
    .where(options.type ? eq(libraryCategories.type, options.type) : undefined)
    .groupBy(libraryCategories.slug)
    .orderBy(asc(libraryCategories.position), asc(libraryCategories.name));
};
