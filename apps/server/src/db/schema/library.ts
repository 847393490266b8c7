import { promptTypes } from "@promptloom/contracts/library";
import { libraryPromptStatuses } from "@promptloom/contracts/library-search";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { tsvector, weightedSearchDocument } from "./search-vector.ts";
import { textList } from "./text-list.ts";

export const libraryCategories = pgTable("library_categories", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** "text" or "image": a category holds prompts of one type. */
  type: text("type", { enum: promptTypes }).notNull(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The curated library. Draft prompts are visible to admins only. */
export const libraryPrompts = pgTable(
  "library_prompts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    body: text("body").notNull(),
    /** A short example of use shown with the prompt; empty when it has none. */
    example: text("example").notNull().default(""),
    type: text("type", { enum: promptTypes }).notNull(),
    category: text("category")
      .notNull()
      .references(() => libraryCategories.slug, { onUpdate: "cascade" }),
    tags: textList("tags"),
    models: textList("models"),
    featured: boolean("featured").notNull().default(false),
    status: text("status", { enum: libraryPromptStatuses }).notNull().default("published"),
    /** Storage key of an example image (image prompts), served under /api/uploads. */
    exampleImageKey: text("example_image_key"),
    copyCount: integer("copy_count").notNull().default(0),
    saveCount: integer("save_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() =>
        weightedSearchDocument({
          title: sql`title`,
          tags: sql`tags`,
          rest: sql`description || ' ' || body`,
        }),
      ),
    /** Title and tags only: small enough to rank every match of a broad query quickly. */
    searchHead: tsvector("search_head")
      .notNull()
      .generatedAlwaysAs(
        () =>
          sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', immutable_array_to_text(tags)), 'B')`,
      ),
  },
  (table) => [
    // fastupdate off: GIN's pending list is merged by autovacuum, which embedded PGlite lacks, and
    // an unmerged list makes every search scan it. The library is read far more than written.
    index("library_prompts_search_idx").using("gin", table.search).with({ fastupdate: false }),
    index("library_prompts_search_head_idx").using("gin", table.searchHead).with({ fastupdate: false }),
    index("library_prompts_tags_idx").using("gin", table.tags).with({ fastupdate: false }),
    index("library_prompts_category_idx").on(table.category),
    // The member-facing orders over published prompts, so a page reads only the rows it shows.
    index("library_prompts_published_featured_idx")
      .on(table.featured, table.copyCount, table.id)
      .where(sql`status = 'published'`),
    index("library_prompts_published_copied_idx")
      .on(table.copyCount, table.id)
      .where(sql`status = 'published'`),
    index("library_prompts_published_newest_idx")
      .on(table.createdAt, table.id)
      .where(sql`status = 'published'`),
  ],
);

export const libraryFavorites = pgTable(
  "library_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    promptId: uuid("prompt_id")
      .notNull()
      .references(() => libraryPrompts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.promptId] })],
);

/**
 * Every starter-library item this install has been given, by kind ("category", "prompt",
 * "example") and slug. A new release's starter prompts are added on start once; an item listed
 * here is never offered again, so what an admin deleted or edited stays that way.
 */
export const libraryStarterOffers = pgTable(
  "library_starter_offers",
  {
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
);

export type LibraryCategoryRow = typeof libraryCategories.$inferSelect;
export type LibraryPromptRow = typeof libraryPrompts.$inferSelect;
