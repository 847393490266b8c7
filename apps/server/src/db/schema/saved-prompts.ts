import { promptSources } from "@promptloom/contracts/saved-prompts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { tsvector, weightedSearchDocument } from "./search-vector.ts";
import { textList } from "./text-list.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

/** A member's folders; a folder may sit inside a top-level folder, no deeper. */
export const promptFolders = pgTable(
  "prompt_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => promptFolders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [unique("prompt_folders_unique_name").on(table.userId, table.parentId, table.name).nullsNotDistinct()],
);

export const savedPrompts = pgTable(
  "saved_prompts",
  {
    id: timeOrderedId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    rawText: text("raw_text").notNull().default(""),
    perfectedText: text("perfected_text").notNull(),
    source: text("source", { enum: promptSources }).notNull().default("manual"),
    folderId: uuid("folder_id").references(() => promptFolders.id, { onDelete: "set null" }),
    tags: textList("tags"),
    /** The library or community prompt this one was saved from. */
    originId: uuid("origin_id"),
    // Millisecond precision, like the JavaScript dates that page cursors carry.
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() =>
        weightedSearchDocument({ title: sql`title`, tags: sql`tags`, rest: sql`perfected_text || ' ' || raw_text` }),
      ),
  },
  (table) => [
    index("saved_prompts_user_source_created_idx").on(table.userId, table.source, table.createdAt),
    index("saved_prompts_user_created_idx").on(table.userId, table.createdAt, table.id),
    index("saved_prompts_search_idx").using("gin", table.search).with({ fastupdate: false }),
  ],
);

/** Every content edit of a saved prompt, the first one included; restoring adds a new version. */
export const savedPromptVersions = pgTable(
  "saved_prompt_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promptId: uuid("prompt_id")
      .notNull()
      .references(() => savedPrompts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    rawText: text("raw_text").notNull(),
    perfectedText: text("perfected_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [unique("saved_prompt_versions_number").on(table.promptId, table.version)],
);

export type PromptFolderRow = typeof promptFolders.$inferSelect;
export type SavedPromptRow = typeof savedPrompts.$inferSelect;
export type SavedPromptVersionRow = typeof savedPromptVersions.$inferSelect;
