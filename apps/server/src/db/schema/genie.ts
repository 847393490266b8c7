import type { GenieControls } from "@promptloom/contracts/genie";
import type { EngineQuestion, QuestionAnswer } from "@promptloom/contracts/prompt-engine";
import { index, integer, jsonb, pgTable, real, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

/** A member's Genie conversation: one rough request and the settings it is refined with. */
export const genieSessions = pgTable(
  "genie_sessions",
  {
    id: timeOrderedId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    request: text("request").notNull(),
    /** The Genie controls (target, tone, format, length, language) as last used, and the answers given so far. */
    options: jsonb("options").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("genie_sessions_user_updated_idx").on(table.userId, table.updatedAt)],
);

/** Each refined prompt of a session, in order; all but the first answer a refinement. */
export const genieVersions = pgTable(
  "genie_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => genieSessions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    refinement: text("refinement"),
    prompt: text("prompt").notNull(),
    kind: text("kind").notNull(),
    facts: jsonb("facts").$type<string[]>().notNull(),
    missedFacts: jsonb("missed_facts").$type<string[]>().notNull(),
    engine: text("engine").notNull(),
    /** How sure the engine was of `kind`, 0–1. */
    confidence: real("confidence").notNull().default(0),
    /** What the engine asked about instead of guessing, shown under this version. */
    questions: jsonb("questions").$type<EngineQuestion[]>().notNull().default([]),
    /** The answers this revision gave to the previous version's questions. */
    answers: jsonb("answers").$type<QuestionAnswer[]>().notNull().default([]),
    /** The controls this revision changed. */
    changedOptions: jsonb("changed_options").$type<Partial<GenieControls>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [unique("genie_versions_session_position").on(table.sessionId, table.position)],
);

export type GenieSessionRow = typeof genieSessions.$inferSelect;
export type GenieVersionRow = typeof genieVersions.$inferSelect;
