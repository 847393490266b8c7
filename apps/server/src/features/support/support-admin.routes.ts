import {
  adminTicketQuerySchema,
  staffReplySchema,
  ticketStatusChangeSchema,
} from "@promptloom/contracts/support-tickets";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { answerTicket } from "./answer-ticket.ts";
import { findTicket } from "./find-ticket.ts";
import { listTickets } from "./list-tickets.ts";
import { setTicketStatus } from "./set-ticket-status.ts";
import { ticketIdParam } from "./support.routes.ts";

/** The support inbox: every ticket and contact message, answered by admins (app.ts lets only admins in). */
export const supportAdminRoutes = ({ db, providers, config }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/support/tickets", validate("query", adminTicketQuerySchema), async (c) =>
      c.json(await listTickets({ db, query: c.req.valid("query") })),
    )
    .get("/admin/support/tickets/:id", ticketIdParam, async (c) =>
      c.json(await findTicket({ db, id: c.req.valid("param").id })),
    )
    .post("/admin/support/tickets/:id/replies", ticketIdParam, validate("json", staffReplySchema), async (c) => {
      const { user } = requireUser(c);
      const { message, close } = c.req.valid("json");
      const ticket = await answerTicket({
        db,
        mail: providers.mail,
        baseUrl: config.baseUrl,
        actor: user,
        id: c.req.valid("param").id,
        message,
        close,
        onMailError: (error) => c.var.logger.error({ err: error }, "support answer e-mail failed"),
      });
      return c.json(ticket, 201);
    })
    .patch("/admin/support/tickets/:id", ticketIdParam, validate("json", ticketStatusChangeSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      return c.json(await setTicketStatus({ db, actor: user, id, status: c.req.valid("json").status }));
    });
