import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { supportMessages } from "../../db/schema/index.ts";
import { publishUserEvent } from "../../lib/realtime/user-events.ts";

/**
 * Tells the member who opened a ticket that it changed, so their open support page shows the
 * answer without a reload. Call it inside the transaction that changes the ticket. A visitor's
 * ticket has no member to tell: they are e-mailed.
 */
export const notifyRequester = async (tx: Pick<Database, "select" | "execute">, ticketId: string): Promise<void> => {
  const [ticket] = await tx
    .select({ userId: supportMessages.userId })
    .from(supportMessages)
    .where(eq(supportMessages.id, ticketId));
  if (ticket?.userId) await publishUserEvent(tx, ticket.userId, { type: "support", data: { ticketId } });
};
