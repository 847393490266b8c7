import { createRoute } from "@hono/zod-openapi";
import { apiTrackUsageSchema } from "@promptloom/contracts/public-api";
import { trackUsageResponseSchema, usageSummaryQuerySchema, usageSummarySchema } from "@promptloom/contracts/usage";

import type { AppDeps } from "../app-deps.ts";
import { requireUser } from "../auth/guards.ts";
import { recordUsage } from "../features/usage/record-usage.ts";
import { summarizeUsage } from "../features/usage/summarize-usage.ts";
import { errorResponses, idempotencyKeyHeader, jsonBody, jsonResponse, readBodyAsJson } from "./openapi-parts.ts";
import { createPublicApiRouter } from "./public-api-router.ts";

const trackUsageRoute = createRoute({
  operationId: "trackUsage",
  method: "post",
  path: "/usage",
  tags: ["Usage"],
  summary: "Record time saved",
  description:
    "Records one time-saving action for the member's dashboard (15 minutes unless `minutes_saved` says otherwise) and answers with the new total.",
  middleware: readBodyAsJson,
  request: { headers: idempotencyKeyHeader, body: jsonBody(apiTrackUsageSchema) },
  responses: {
    201: jsonResponse("The recorded event and the member's total.", trackUsageResponseSchema),
    ...errorResponses(400),
  },
});

const getUsageSummaryRoute = createRoute({
  operationId: "getUsageSummary",
  method: "get",
  path: "/usage/summary",
  tags: ["Usage"],
  summary: "Time saved so far",
  description:
    "Minutes saved today, this week (from Monday) and in total, the streak of active days and the last 30 days, counted in `timeZone` (an IANA name, UTC by default).",
  request: { query: usageSummaryQuerySchema },
  responses: {
    200: jsonResponse("The member's usage summary.", usageSummarySchema),
    ...errorResponses(400),
  },
});

/** Time saved: record it from an automation, read the member's totals. */
export const usageRoutes = ({ db }: AppDeps) =>
  createPublicApiRouter()
    .openapi(trackUsageRoute, async (c) => {
      const { user } = requireUser(c);
      return c.json(await recordUsage({ db, userId: user.id, input: c.req.valid("json") }), 201);
    })
    .openapi(getUsageSummaryRoute, async (c) => {
      const { user } = requireUser(c);
      return c.json(await summarizeUsage({ db, userId: user.id, query: c.req.valid("query") }), 200);
    });
