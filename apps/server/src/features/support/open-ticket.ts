import type { createTicketSchema, Ticket } from "@promptloom/contracts/support-tickets";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { supportMessages } from "../../db/schema/index.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import { findStaffAddress } from "./find-staff-address.ts";
import { composeStaffMail } from "./ticket-mails.ts";
import { toTicket } from "./to-ticket.ts";

/** Stores the member's ticket first, so a mail failure never loses it, then tells the team. */
export const openTicket = async (options: {
  db: Database;
  mail: MailProvider;
  supportEmail: string | null;
  requester: { id: string; name: string; email: string };
  input: z.output<typeof createTicketSchema>;
  onMailError: (error: unknown) => void;
}): Promise<Ticket> => {
  const { db, requester, input } = options;
  const [row] = await db
    .insert(supportMessages)
    .values({ ...input, userId: requester.id, name: requester.name || requester.email, email: requester.email })
    .returning();
  if (!row) throw new Error("The ticket was not stored");
  const ticket = await toTicket(db, { ...row, replyCount: 0 });

  const to = await findStaffAddress(db, options.supportEmail);
  if (to) {
    await options.mail
      .send(composeStaffMail({ to, ticket, body: input.message, isFollowUp: false }))
      .catch(options.onMailError);
  }
  return ticket;
};
