import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { timeOrderedId } from "./time-ordered-id.ts";

/**
 * E-mails waiting to be delivered. A message is stored before anyone is told it was sent, so an
 * SMTP server that is down delays it instead of losing it; delivered messages are deleted (they
 * hold password links), and a message is given up after its last attempt.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: timeOrderedId(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The same message as HTML, for the messages that have one. */
    html: text("html"),
    replyTo: text("reply_to"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before this time; also a lease: a sender claims a message by moving it forward. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    gaveUpAt: timestamp("gave_up_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.nextAttemptAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
