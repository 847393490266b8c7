import type { Ticket } from "@promptloom/contracts/support-tickets";
import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { supportMessages } from "../../db/schema/index.ts";
import { ticketColumns, ticketNotFound, toTicket } from "./to-ticket.ts";

/** A ticket with its conversation; with `userId`, only if it is that requester's own. */
export const findTicket = async (options: { db: Database; id: string; userId?: string }): Promise<Ticket> => {
  const { db, id, userId } = options;
  const [row] = await db
    .select(ticketColumns)
    .from(supportMessages)
    .where(and(eq(supportMessages.id, id), userId === undefined ? undefined : eq(supportMessages.userId, userId)));
  if (!row) throw ticketNotFound();
  return toTicket(db, row);
};
