import { contactMessageSchema } from "@promptloom/contracts/support";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { getClientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { submitContactMessage } from "./submit-contact-message.ts";

const contactRule = { scope: "contact", limit: 5, windowMs: 60 * 60 * 1000 };

export const supportRoutes = ({ db, providers, config }: AppDeps) =>
  new Hono<AppEnv>().post("/support/messages", validate("json", contactMessageSchema), async (c) => {
    await enforceRateLimit(
      db,
      contactRule,
      getClientIp(c, config.trustProxy),
      "Too many messages. Please wait a while before writing again.",
    );
    const result = await submitContactMessage({
      db,
      mail: providers.mail,
      supportEmail: config.supportEmail,
      userId: c.var.user?.id ?? null,
      message: c.req.valid("json"),
      onMailError: (error) => c.var.logger.error({ err: error }, "contact notification e-mail failed"),
    });
    return c.json(result, 201);
  });
