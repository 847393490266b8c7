import { communityPromptStatuses, reportReasons } from "@promptloom/contracts/community-prompts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { tsvector, weightedSearchDocument } from "./search-vector.ts";
import { textList } from "./text-list.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

/** Prompts members submit; only approved ones are shown to other members. */
export const communityPrompts = pgTable(
  "community_prompts",
  {
    id: timeOrderedId(),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    category: text("category").notNull(),
    tags: textList("tags"),
    /** pending → approved | rejected */
    status: text("status", { enum: communityPromptStatuses }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, precision: 3 }),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    voteCount: integer("vote_count").notNull().default(0),
    copyCount: integer("copy_count").notNull().default(0),
    saveCount: integer("save_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() => weightedSearchDocument({ title: sql`title`, tags: sql`tags`, rest: sql`body` })),
  },
  (table) => [
    index("community_prompts_search_idx").using("gin", table.search).with({ fastupdate: false }),
    index("community_prompts_status_created_idx").on(table.status, table.createdAt, table.id),
    index("community_prompts_author_idx").on(table.authorId, table.createdAt),
  ],
);

export const communityVotes = pgTable(
  "community_votes",
  {
    promptId: uuid("prompt_id")
      .notNull()
      .references(() => communityPrompts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.promptId, table.userId] })],
);

export const communityReports = pgTable(
  "community_reports",
  {
    id: timeOrderedId(),
    promptId: uuid("prompt_id")
      .notNull()
      .references(() => communityPrompts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: reportReasons }).notNull(),
    details: text("details").notNull().default(""),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [unique("community_reports_one_per_member").on(table.promptId, table.userId)],
);

export type CommunityPromptRow = typeof communityPrompts.$inferSelect;
