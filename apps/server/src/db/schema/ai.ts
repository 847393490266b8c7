import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";

/**
 * Language-model use per member per day (UTC): the request count the daily quota is checked
 * against, and the tokens the AI service reported, for cost tracking.
 */
export const aiUsageDaily = pgTable(
  "ai_usage_daily",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    requests: integer("requests").notNull().default(0),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export type AiUsageDailyRow = typeof aiUsageDaily.$inferSelect;
