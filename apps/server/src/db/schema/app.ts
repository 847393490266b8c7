import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

/** One row per user, created with the user by a database trigger (see migrations). */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  isAdmin: boolean("is_admin").notNull().default(false),
  isPaid: boolean("is_paid").notNull().default(false),
  refunded: boolean("refunded").notNull().default(false),
  /** Access an admin gave by hand, outside any payment; it counts like a live subscription. */
  paidByHand: boolean("paid_by_hand").notNull().default(false),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  /** Set while the member may not share community prompts, with the reason they are told. */
  communityBannedAt: timestamp("community_banned_at", { withTimezone: true }),
  communityBanReason: text("community_ban_reason"),
  /** Counted when a session starts, so the history survives signing out. */
  signInCount: integer("sign_in_count").notNull().default(0),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  category: text("category").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const usageEvents = pgTable(
  "usage_events",
  {
    id: timeOrderedId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    minutesSaved: integer("minutes_saved").notNull().default(15),
    category: text("category"),
    promptId: text("prompt_id"),
    source: text("source").notNull().default("manual"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("usage_events_user_created_idx").on(table.userId, table.createdAt)],
);

/**
 * The copies and saves that counted toward a library or community prompt's public counters: one
 * per member, prompt, kind and UTC day (the member's usage history keeps every event). Filled by
 * the `usage_event_prompt_counts` trigger, whose insert decides, in one statement, whether a
 * counter moves.
 */
export const countedPromptUses = pgTable(
  "counted_prompt_uses",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    promptId: uuid("prompt_id").notNull(),
    event: text("event").notNull(),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.promptId, table.event, table.userId, table.day] })],
);

/**
 * Answers to creates sent with an `Idempotency-Key` header, kept 24 hours: the same key and body
 * from the same caller gets the stored answer instead of a second create. `status` is null while
 * the request is running, or after the server died running it (see http/idempotency-claims.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Who sent it: the signed-in user, or a hash of the API key. */
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    /** When the key was first claimed: the 24 hours count from here. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the request now holding the claim started; a retry taking over an abandoned claim sets
     * it anew. Milliseconds, so the value read back names this one attempt exactly.
     */
    claimedAt: timestamp("claimed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.caller, table.key] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * A support ticket: the message that opened it (the members' ticket form or the public contact
 * form) and its state; the conversation continues in `support_replies`.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: timeOrderedId(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** account | billing | bug | feature | other */
    category: text("category").notNull().default("other"),
    /** open | answered | closed */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("support_messages_user_updated_idx").on(table.userId, table.updatedAt),
    index("support_messages_updated_idx").on(table.updatedAt, table.id),
  ],
);

export const supportReplies = pgTable(
  "support_replies",
  {
    id: timeOrderedId(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** As shown to the requester: their own name, or the team's signature. */
    authorName: text("author_name").notNull(),
    fromStaff: boolean("from_staff").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("support_replies_ticket_created_idx").on(table.ticketId, table.createdAt)],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type UsageEventRow = typeof usageEvents.$inferSelect;
