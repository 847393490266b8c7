import { ticketMessages, type Ticket } from "@promptloom/contracts/support-tickets";

import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import { addTicketReply } from "./add-ticket-reply.ts";
import { findStaffAddress } from "./find-staff-address.ts";
import { findTicket } from "./find-ticket.ts";
import { composeStaffMail } from "./ticket-mails.ts";

/** The requester adds to their own open ticket; it goes back to waiting for the team. */
export const replyToTicket = async (options: {
  db: Database;
  mail: MailProvider;
  supportEmail: string | null;
  requester: { id: string; name: string };
  id: string;
  message: string;
  onMailError: (error: unknown) => void;
}): Promise<Ticket> => {
  const { db, requester, id, message } = options;
  const ticket = await findTicket({ db, id, userId: requester.id });
  if (ticket.status === "closed") throw AppError.conflict(ticketMessages.closed);
  await addTicketReply(db, {
    ticketId: id,
    authorId: requester.id,
    authorName: ticket.name,
    fromStaff: false,
    body: message,
    status: "open",
  });
  const to = await findStaffAddress(db, options.supportEmail);
  if (to) {
    await options.mail
      .send(composeStaffMail({ to, ticket, body: message, isFollowUp: true }))
      .catch(options.onMailError);
  }
  return findTicket({ db, id, userId: requester.id });
};
