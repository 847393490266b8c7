import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { tsvector, weightedSearchDocument } from "./search-vector.ts";

export const libraryCategories = pgTable("library_categories", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** "text" or "image": a category holds prompts of one type. */
  type: text("type").notNull(),
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
    type: text("type").notNull(),
    category: text("category")
      .notNull()
      .references(() => libraryCategories.slug, { onUpdate: "cascade" }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    models: text("models")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    status: text("status").notNull().default("published"),
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
  },
  (table) => [
    index("library_prompts_search_idx").using("gin", table.search),
    index("library_prompts_tags_idx").using("gin", table.tags),
    index("library_prompts_newest_idx").on(table.createdAt, table.id),
    index("library_prompts_copied_idx").on(table.copyCount, table.id),
    index("library_prompts_category_idx").on(table.category),
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

export type LibraryCategoryRow = typeof libraryCategories.$inferSelect;
export type LibraryPromptRow = typeof libraryPrompts.$inferSelect;
