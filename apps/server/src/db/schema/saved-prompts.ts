import { promptSources } from "@promptloom/contracts/saved-prompts";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

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
    /**
     * The `Idempotency-Key` the prompt was created with, written in the same insert: a retry of a
     * create whose answer was lost in a crash finds the prompt here instead of adding a second.
     */
    idempotencyKey: text("idempotency_key"),
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
    uniqueIndex("saved_prompts_user_idempotency_key_idx").on(table.userId, table.idempotencyKey),
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

/** A deleted prompt as it was, dates as ISO strings: what an undo puts back. */
export type DeletedPromptSnapshot = {
  title: string;
  rawText: string;
  perfectedText: string;
  source: (typeof promptSources)[number];
  folderId: string | null;
  tags: string[];
  originId: string | null;
  createdAt: string;
  updatedAt: string;
  versions: { id: string; version: number; title: string; rawText: string; perfectedText: string; createdAt: string }[];
};

/**
 * Prompts deleted a moment ago, each with its whole history, kept only for the undo window
 * (features/saved-prompts/restore-window.ts) so the lists and searches never see them.
 */
export const deletedSavedPrompts = pgTable(
  "deleted_saved_prompts",
  {
    /** The prompt's own id, given back to it on restore. */
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").$type<DeletedPromptSnapshot>().notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("deleted_saved_prompts_deleted_at_idx").on(table.deletedAt)],
);

export type PromptFolderRow = typeof promptFolders.$inferSelect;
export type SavedPromptRow = typeof savedPrompts.$inferSelect;
export type SavedPromptVersionRow = typeof savedPromptVersions.$inferSelect;
