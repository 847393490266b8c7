import { trackUsageSchema, usageSummaryQuerySchema } from "@promptloom/contracts/usage";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import { recordUsage } from "./record-usage.ts";
import { summarizeUsage } from "./summarize-usage.ts";

export const usageRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/functions/track-usage", membersOnly)
    .use("/usage/*", membersOnly)
    .post("/functions/track-usage", validate("json", trackUsageSchema), async (c) => {
      const { user } = requireUser(c);
      const input = c.req.valid("json");
      if (input.user_id && input.user_id !== user.id) {
        throw AppError.forbidden("Usage can only be tracked for your own account.");
      }
      return c.json(await recordUsage({ db, userId: user.id, input }));
    })
    .get("/usage/summary", validate("query", usageSummaryQuerySchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await summarizeUsage({ db, userId: user.id, query: c.req.valid("query") }));
    });
