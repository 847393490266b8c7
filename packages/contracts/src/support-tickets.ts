import { z } from "zod";

import { displayText } from "./display-text.ts";
import { listResponseSchema } from "./list.ts";
import { contactLimits, sanitizedText } from "./support.ts";

export const ticketCategories = ["account", "billing", "bug", "feature", "other"] as const;
export type TicketCategory = (typeof ticketCategories)[number];
export const ticketCategoryLabels: Record<TicketCategory, string> = {
  account: "Account and sign-in",
  billing: "Billing and subscription",
  bug: "Something is not working",
  feature: "Idea or feature request",
  other: "Something else",
};

/** open: waiting for the team; answered: the team replied; closed: nothing more to do. */
export const ticketStatuses = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: "Waiting for us",
  answered: "Answered",
  closed: "Closed",
};

export const createTicketSchema = z.object({
  subject: displayText(sanitizedText("Subject", contactLimits.subjectMaxLength)),
  category: z.enum(ticketCategories, "Choose what your question is about"),
  message: sanitizedText("Message", contactLimits.messageMaxLength),
});
export type CreateTicketInput = z.input<typeof createTicketSchema>;

export const ticketReplySchema = z.object({ message: sanitizedText("Reply", contactLimits.messageMaxLength) });
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

/** A staff answer may also close the ticket at once. */
export const staffReplySchema = ticketReplySchema.extend({
  close: z.boolean().default(false),
});
export type StaffReplyInput = z.input<typeof staffReplySchema>;

export const ticketStatusChangeSchema = z.object({ status: z.enum(ticketStatuses, "Unknown status") });

export const ticketSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  /** The requester as they signed the message. */
  name: z.string(),
  email: z.string(),
  /** False for a message sent through the public contact form without an account. */
  isMember: z.boolean(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketEntrySchema = z.object({
  id: z.string(),
  author: z.enum(["requester", "staff"]),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketEntry = z.infer<typeof ticketEntrySchema>;

/** The ticket with its conversation, the first message included, oldest first. */
export const ticketSchema = ticketSummarySchema.extend({ entries: z.array(ticketEntrySchema) });
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = listResponseSchema(ticketSummarySchema);
export type TicketList = z.infer<typeof ticketListSchema>;

export const adminTicketQuerySchema = z.object({
  status: z.enum(ticketStatuses, "Unknown status").optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type AdminTicketQuery = z.input<typeof adminTicketQuerySchema>;

export const ticketMessages = {
  created: "Thanks! Your ticket is open. We usually answer within one business day, and we'll e-mail you.",
  tooMany: "You have opened several tickets in a short time. Please wait a while, or add to an open ticket.",
  closed: "This ticket is closed. Open a new one if you need more help.",
} as const;
