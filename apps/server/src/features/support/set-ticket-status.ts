import type { Ticket, TicketStatus } from "@promptloom/contracts/support-tickets";
import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { supportMessages } from "../../db/schema/index.ts";
import { findTicket } from "./find-ticket.ts";
import { notifyRequester } from "./notify-requester.ts";

/** An admin closes or reopens a ticket without writing to the requester. */
export const setTicketStatus = async (options: {
  db: Database;
  actor: AuditActor;
  id: string;
  status: TicketStatus;
}): Promise<Ticket> => {
  const { db, actor, id, status } = options;
  const ticket = await findTicket({ db, id });
  if (ticket.status !== status) {
    await db.transaction(async (tx) => {
      await tx
        .update(supportMessages)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(supportMessages.id, id));
      await recordAuditEntry(tx, {
        actor,
        action: "support_ticket.set_status",
        target: { type: "support_ticket", id, label: ticket.subject },
        before: { status: ticket.status },
        after: { status },
      });
      await notifyRequester(tx, id);
    });
  }
  return findTicket({ db, id });
};
