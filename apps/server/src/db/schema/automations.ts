import { automationStatuses } from "@promptloom/contracts/automations";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { textList } from "./text-list.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

/**
 * A member's API keys. Only a hash of the key is kept; `prefix` (the key's first characters)
 * finds the row and lets the member recognise the key. Deleting the member deletes the keys.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: timeOrderedId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    /** SHA-256 of the whole key, hex: the key has 256 random bits, so a slow hash adds nothing. */
    hash: text("hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, precision: 3 }),
  },
  (table) => [index("api_keys_prefix_idx").on(table.prefix), index("api_keys_user_idx").on(table.userId)],
);

/** n8n workflow templates shown in the automations catalogue; seeded from files, edited by admins. */
export const automationTemplates = pgTable("automation_templates", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  description: text("description").notNull(),
  /** The services the workflow connects, e.g. "Google Sheets". */
  apps: textList("apps"),
  /** The n8n credentials the member sets up before running it. */
  credentials: textList("credentials"),
  /** What to set up after importing, beyond the steps every template shares. */
  setupSteps: textList("setup_steps"),
  workflow: jsonb("workflow").notNull(),
  status: text("status", { enum: automationStatuses }).notNull().default("draft"),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type AutomationTemplateRow = typeof automationTemplates.$inferSelect;
