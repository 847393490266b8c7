import type { Ticket } from "@promptloom/contracts/support-tickets";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import { addTicketReply } from "./add-ticket-reply.ts";
import { findTicket } from "./find-ticket.ts";
import { notifyRequester } from "./notify-requester.ts";
import { composeAnswerMail } from "./ticket-mails.ts";

/** How the team signs its answers to requesters. */
export const staffSignature = "Promptloom support";

/** The team answers a ticket (and may close it); the requester is e-mailed the answer. */
export const answerTicket = async (options: {
  db: Database;
  mail: MailProvider;
  baseUrl: string;
  actor: AuditActor;
  id: string;
  message: string;
  close: boolean;
  onMailError: (error: unknown) => void;
}): Promise<Ticket> => {
  const { db, actor, id, message, close } = options;
  const ticket = await findTicket({ db, id });
  const status = close ? "closed" : "answered";
  await db.transaction(async (tx) => {
    await addTicketReply(tx, {
      ticketId: id,
      authorId: actor.id,
      authorName: staffSignature,
      fromStaff: true,
      body: message,
      status,
    });
    await recordAuditEntry(tx, {
      actor,
      action: "support_ticket.reply",
      target: { type: "support_ticket", id, label: ticket.subject },
      before: { status: ticket.status },
      after: { status, reply: message },
    });
    await notifyRequester(tx, id);
  });
  await options.mail
    .send(composeAnswerMail({ baseUrl: options.baseUrl, ticket, body: message, isClosed: close }))
    .catch(options.onMailError);
  return findTicket({ db, id });
};
