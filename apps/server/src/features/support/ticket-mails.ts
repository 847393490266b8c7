import { ticketCategoryLabels, type Ticket, type TicketCategory } from "@promptloom/contracts/support-tickets";

import type { MailMessage } from "../../providers/mail/mail-provider.ts";

const ticketLink = (baseUrl: string, id: string) => `${baseUrl}/app/support?ticket=${id}`;

/** To the support address: a new ticket, or the requester's follow-up. */
export const composeStaffMail = (options: {
  to: string;
  ticket: { id: string; subject: string; name: string; email: string; category: string };
  body: string;
  isFollowUp: boolean;
}): MailMessage => {
  const { ticket } = options;
  return {
    to: options.to,
    replyTo: ticket.email,
    subject: `${options.isFollowUp ? "Re: " : ""}[Support] ${ticket.subject}`,
    text: [
      `From: ${ticket.name} <${ticket.email}>`,
      `Topic: ${ticketCategoryLabels[ticket.category as TicketCategory]}`,
      `Ticket: ${ticket.id}`,
      "",
      options.body,
    ].join("\n"),
  };
};

/** To the requester, with the team's answer; members also get the link to the conversation. */
export const composeAnswerMail = (options: {
  baseUrl: string;
  ticket: Pick<Ticket, "id" | "subject" | "name" | "email" | "isMember">;
  body: string;
  isClosed: boolean;
}): MailMessage => {
  const { ticket } = options;
  return {
    to: ticket.email,
    subject: `Re: ${ticket.subject}`,
    text: [
      `Hello ${ticket.name},`,
      "",
      options.body,
      "",
      options.isClosed ? "We have closed this ticket. Reply any time if you need more help." : "",
      ticket.isMember
        ? `Read the whole conversation and reply: ${ticketLink(options.baseUrl, ticket.id)}`
        : "Reply to this e-mail if you need more help.",
      "",
      "The Promptloom team",
    ]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
  };
};
