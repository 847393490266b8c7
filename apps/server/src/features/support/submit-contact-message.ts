import type { contactMessageSchema } from "@promptloom/contracts/support";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { profiles, supportMessages, user } from "../../db/schema/index.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";

type ContactMessage = z.output<typeof contactMessageSchema>;

const findStaffAddress = async (db: Database, configured: string | null): Promise<string | null> => {
  if (configured) return configured;
  const [admin] = await db
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.isAdmin, true))
    .orderBy(asc(profiles.createdAt))
    .limit(1);
  return admin?.email ?? null;
};

/** Stores the message first, so a mail failure never loses it, then notifies the staff. */
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
    .returning({ id: supportMessages.id });
  if (!row) throw new Error("Contact message was not stored");

  const to = await findStaffAddress(db, options.supportEmail);
  if (to) {
    await options.mail
      .send({
        to,
        replyTo: message.email,
        subject: `[Support] ${message.subject}`,
        text: `From: ${message.name} <${message.email}>\nMessage id: ${row.id}\n\n${message.message}`,
      })
      .catch(options.onMailError);
  }
  return { id: row.id };
};
