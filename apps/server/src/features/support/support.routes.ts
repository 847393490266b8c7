import { contactMessageSchema } from "@promptloom/contracts/support";
import { createTicketSchema, ticketMessages, ticketReplySchema } from "@promptloom/contracts/support-tickets";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser, signedInOnly } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { getClientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { findTicket } from "./find-ticket.ts";
import { listMyTickets } from "./list-my-tickets.ts";
import { openTicket } from "./open-ticket.ts";
import { replyToTicket } from "./reply-to-ticket.ts";
import { submitContactMessage } from "./submit-contact-message.ts";

const contactRule = { scope: "contact", limit: 5, windowMs: 60 * 60 * 1000 };
const ticketRule = { scope: "support-ticket", limit: 5, windowMs: 60 * 60 * 1000 };
export const ticketIdParam = validate("param", z.object({ id: z.uuid("Ticket not found") }));

/**
 * The public contact form, and the tickets of any signed-in account: a refunded or unpaid
 * account needs support as much as a member does.
 */
export const supportRoutes = ({ db, providers, config }: AppDeps) => {
  const onMailError = (logger: AppEnv["Variables"]["logger"]) => (error: unknown) =>
    logger.error({ err: error }, "support notification e-mail failed");
  return new Hono<AppEnv>()
    .post("/support/messages", validate("json", contactMessageSchema), async (c) => {
      await enforceRateLimit(
        db,
        contactRule,
        getClientIp(c, config.trustedProxyHops),
        "Too many messages. Please wait a while before writing again.",
      );
      const result = await submitContactMessage({
        db,
        mail: providers.mail,
        supportEmail: config.supportEmail,
        userId: c.var.user?.id ?? null,
        message: c.req.valid("json"),
        onMailError: onMailError(c.var.logger),
      });
      return c.json(result, 201);
    })
    .use("/support/tickets", signedInOnly)
    .use("/support/tickets/*", signedInOnly)
    .get("/support/tickets", async (c) => {
      const { user } = requireUser(c);
      return c.json({ items: await listMyTickets({ db, userId: user.id }) });
    })
    .post("/support/tickets", validate("json", createTicketSchema), async (c) => {
      const { user } = requireUser(c);
      await enforceRateLimit(db, ticketRule, user.id, ticketMessages.tooMany);
      const ticket = await openTicket({
        db,
        mail: providers.mail,
        supportEmail: config.supportEmail,
        requester: user,
        input: c.req.valid("json"),
        onMailError: onMailError(c.var.logger),
      });
      return c.json(ticket, 201);
    })
    .get("/support/tickets/:id", ticketIdParam, async (c) => {
      const { user } = requireUser(c);
      return c.json(await findTicket({ db, id: c.req.valid("param").id, userId: user.id }));
    })
    .post("/support/tickets/:id/replies", ticketIdParam, validate("json", ticketReplySchema), async (c) => {
      const { user } = requireUser(c);
      const ticket = await replyToTicket({
        db,
        mail: providers.mail,
        supportEmail: config.supportEmail,
        requester: user,
        id: c.req.valid("param").id,
        message: c.req.valid("json").message,
        onMailError: onMailError(c.var.logger),
      });
      return c.json(ticket, 201);
    });
};
