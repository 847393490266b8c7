import type { Ticket, TicketCategory, TicketStatus, TicketSummary } from "@promptloom/contracts/support-tickets";
import { asc, eq, getTableColumns, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { supportMessages, supportReplies } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

export const ticketNotFound = () => AppError.notFound("Ticket not found");

const replyCount = sql<number>`(select count(*)::int from ${supportReplies} where ${supportReplies.ticketId} = ${supportMessages.id})`;

/** The columns a ticket summary needs, for list and detail queries alike. */
export const ticketColumns = { ...getTableColumns(supportMessages), replyCount };

type TicketRow = typeof supportMessages.$inferSelect & { replyCount: number };

export const toTicketSummary = (row: TicketRow): TicketSummary => ({
  id: row.id,
  subject: row.subject,
  category: row.category as TicketCategory,
  status: row.status as TicketStatus,
  name: row.name,
  email: row.email,
  isMember: row.userId !== null,
  replyCount: row.replyCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A ticket with its whole conversation; the first entry is the message that opened it. */
export const toTicket = async (db: Database, row: TicketRow): Promise<Ticket> => {
  const replies = await db
    .select()
    .from(supportReplies)
    .where(eq(supportReplies.ticketId, row.id))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  return {
    ...toTicketSummary(row),
    entries: [
      {
        id: row.id,
        author: "requester",
        authorName: row.name,
        body: row.message,
        createdAt: row.createdAt.toISOString(),
      },
      ...replies.map((reply) => ({
        id: reply.id,
        author: reply.fromStaff ? ("staff" as const) : ("requester" as const),
        authorName: reply.authorName,
        body: reply.body,
        createdAt: reply.createdAt.toISOString(),
      })),
    ],
  };
};
