import type { TicketSummary } from "@promptloom/contracts/support-tickets";
import { desc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { supportMessages } from "../../db/schema/index.ts";
import { ticketColumns, toTicketSummary } from "./to-ticket.ts";

/** The most a member's list shows; older tickets stay readable through their links. */
const myTicketsMax = 100;

/** The member's tickets, contact-form messages sent while signed in included, latest activity first. */
export const listMyTickets = async (options: { db: Database; userId: string }): Promise<TicketSummary[]> => {
  const rows = await options.db
    .select(ticketColumns)
    .from(supportMessages)
    .where(eq(supportMessages.userId, options.userId))
    .orderBy(desc(supportMessages.updatedAt), desc(supportMessages.id))
    .limit(myTicketsMax);
  return rows.map(toTicketSummary);
};
