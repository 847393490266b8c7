import type { ListResponse } from "@promptloom/contracts/list";
import type { adminTicketQuerySchema, TicketSummary } from "@promptloom/contracts/support-tickets";
import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { anyContains } from "../../db/contains-text.ts";
import { supportMessages } from "../../db/schema/index.ts";
import { cursorValueSchema, decodeCursor, encodeCursor } from "../../lib/cursor.ts";
import { ticketColumns, toTicketSummary } from "./to-ticket.ts";

const cursorSchema = z.object({ updatedAt: cursorValueSchema("timestamptz"), id: z.uuid() });

/** The support inbox for admins: tickets and contact messages, latest activity first. */
export const listTickets = async (options: {
  db: Database;
  query: z.output<typeof adminTicketQuerySchema>;
}): Promise<ListResponse<TicketSummary>> => {
  const { db, query } = options;
  const filter = and(
    query.status ? eq(supportMessages.status, query.status) : undefined,
    query.q
      ? anyContains(
          [supportMessages.subject, supportMessages.message, supportMessages.email, supportMessages.name],
          query.q,
        )
      : undefined,
  );
  const after = query.cursor ? decodeCursor(query.cursor, cursorSchema) : null;
  const position = after
    ? sql`(${supportMessages.updatedAt}, ${supportMessages.id}) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ ...ticketColumns, updatedAtText: sql<string>`${supportMessages.updatedAt}::text` })
    .from(supportMessages)
    .where(and(filter, position))
    .orderBy(sql`${supportMessages.updatedAt} desc, ${supportMessages.id} desc`)
    .limit(query.limit + 1);
  const [totals] = await db.select({ total: count() }).from(supportMessages).where(filter);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toTicketSummary),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ updatedAt: last.updatedAtText, id: last.id }) : null,
    total: totals?.total ?? 0,
  };
};
