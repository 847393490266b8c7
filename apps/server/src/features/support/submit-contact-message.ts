import type { contactMessageSchema } from "@promptloom/contracts/support";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { supportMessages } from "../../db/schema/index.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import { findStaffAddress } from "./find-staff-address.ts";
import { composeStaffMail } from "./ticket-mails.ts";

type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * The public contact form opens a ticket like the members' form does (it shows in the admins'
 * inbox and, when the sender is signed in, in their tickets). Stored first, so a mail failure
 * never loses it, then the team is notified.
 */
export const submitContactMessage = async (options: {
  db: Database;
  mail: MailProvider;
  supportEmail: string | null;
  userId: string | null;
  message: ContactMessage;
  onMailError: (error: unknown) => void;
}): Promise<{ id: string }> => {
  const { db, message } = options;
  const [row] = await db
    .insert(supportMessages)
    .values({ ...message, userId: options.userId })
    .returning();
  if (!row) throw new Error("Contact message was not stored");

  const to = await findStaffAddress(db, options.supportEmail);
  if (to) {
    await options.mail
      .send(composeStaffMail({ to, ticket: row, body: message.message, isFollowUp: false }))
      .catch(options.onMailError);
  }
  return { id: row.id };
};
