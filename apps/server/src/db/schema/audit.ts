import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";

/**
 * Every change an admin makes: who, what, to which target, the values before and after, and
 * why when a reason is asked for. Rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept with the entry, so it still says who acted after their account is gone. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /**
     * The order entries were written in. Entries of one busy moment share a millisecond, so the
     * log's order ("newest first") breaks ties on this rather than on the random id.
     */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt, table.seq),
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.createdAt),
    index("audit_log_actor_idx").on(table.actorId, table.createdAt),
    index("audit_log_action_idx").on(table.action, table.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
