import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { mailOutbox, type MailOutboxRow } from "../../db/schema/index.ts";
import type { MailMessage, MailProvider } from "./mail-provider.ts";

/** How often due messages are looked for, besides right after each new one. */
const RETRY_EVERY_MS = 30_000;
/** A claimed message is left alone by other senders (other instances) for this long. */
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 10;
const BATCH = 20;

/** 30 s, 1 min, 2 min, … up to an hour between attempts: about 5 hours in all before giving up. */
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

export type MailOutbox = MailProvider & {
  /** Sends every message that is due; answers how many went out. */
  deliverDue: () => Promise<number>;
  close: () => void;
};

/**
 * Durable e-mail: `send` stores the message and returns, then the message goes out through
 * `transport` (SMTP) right away or, while the server is down, on a later attempt with back-off,
 * from whichever instance gets to it first. A request that sends mail (a password reset) thus
 * answers even when the mail server does not, and no message is lost to a restart.
 */
export const createMailOutbox = (options: { db: Database; transport: MailProvider; logger: Logger }): MailOutbox => {
  const { db, transport, logger } = options;

  const claimDue = (): Promise<MailOutboxRow[]> => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.gaveUpAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.createdAt, mailOutbox.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  };

  const recordFailure = async (row: MailOutboxRow, error: unknown) => {
    const attempts = row.attempts + 1;
    const lastError = error instanceof Error ? error.message : String(error);
    const isLast = attempts >= MAX_ATTEMPTS;
    await db
      .update(mailOutbox)
      .set({
        attempts,
        lastError,
        nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
        gaveUpAt: isLast ? sql`now()` : null,
      })
      .where(eq(mailOutbox.id, row.id));
    const details = { id: row.id, attempts, err: error };
    if (isLast) logger.error(details, "e-mail given up after its last attempt");
    else logger.warn(details, `e-mail not sent; trying again in ${backoffSeconds(attempts)} s`);
  };

  const deliverDue = async () => {
    let sent = 0;
    for (const row of await claimDue()) {
      const message: MailMessage = { to: row.recipient, subject: row.subject, text: row.body };
      if (row.replyTo) message.replyTo = row.replyTo;
      if (row.html) message.html = row.html;
      try {
        await transport.send(message);
      } catch (error) {
        await recordFailure(row, error);
        continue;
      }
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      sent += 1;
    }
    return sent;
  };

  /**
   * One delivery run at a time in this process; a call during a run is served by another run
   * right after it, since the running one may have looked for due messages before this one.
   */
  let running: Promise<unknown> | null = null;
  let again = false;
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => logger.error({ err: error }, "the mail outbox could not be read"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const timer = setInterval(kick, RETRY_EVERY_MS).unref();

  return {
    name: transport.name,
    send: async (message) => {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
      });
      kick();
    },
    deliverDue,
    close: () => clearInterval(timer),
  };
};
