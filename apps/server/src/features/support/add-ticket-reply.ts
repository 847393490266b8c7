import type { TicketStatus } from "@promptloom/contracts/support-tickets";
import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { supportMessages, supportReplies } from "../../db/schema/index.ts";

/** Adds one entry to a ticket's conversation and moves the ticket to `status`, together. */
export const addTicketReply = async (
  tx: Pick<Database, "insert" | "update">,
  reply: {
    ticketId: string;
    authorId: string;
    authorName: string;
    fromStaff: boolean;
    body: string;
    status: TicketStatus;
  },
): Promise<void> => {
  const { status, ...entry } = reply;
  await tx.insert(supportReplies).values(entry);
  await tx
    .update(supportMessages)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(supportMessages.id, reply.ticketId));
};
