import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

/** A member's planner tasks; `position` is their own order, shared by every view. */
export const plannerTasks = pgTable(
  "planner_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    /** high | medium | low */
    priority: text("priority").notNull().default("medium"),
    estimateMinutes: integer("estimate_minutes"),
    dueDate: date("due_date", { mode: "string" }),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true, precision: 3 }),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("planner_tasks_user_done_position_idx").on(table.userId, table.done, table.position)],
);

/** Per member: working hours for Plan my day, and whether the coach may read the tasks. */
export const plannerPreferences = pgTable("planner_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  workStart: text("work_start").notNull().default("09:00"),
  workEnd: text("work_end").notNull().default("17:00"),
  coachCanSeeTasks: boolean("coach_can_see_tasks").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The conversation with the coach, one row per message, kept until the member clears it. */
export const coachMessages = pgTable(
  "coach_messages",
  {
    id: timeOrderedId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** member | coach */
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** For a coach answer: "model" or "offline"; null for the member's own messages. */
    answeredBy: text("answered_by"),
    /** True when the member stopped the answer before it was complete. */
    isStopped: boolean("is_stopped").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("coach_messages_user_created_idx").on(table.userId, table.createdAt)],
);

/** Messages the model answered per member and day, for the daily limit; clearing history keeps it. */
export const coachDailyUsage = pgTable(
  "coach_daily_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    messages: integer("messages").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export type PlannerTaskRow = typeof plannerTasks.$inferSelect;
export type CoachMessageRow = typeof coachMessages.$inferSelect;
