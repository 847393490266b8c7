import {
  adminOverviewQuerySchema,
  analyticsExportQuerySchema,
  analyticsQuerySchema,
} from "@promptloom/contracts/admin-analytics";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { sendDownload } from "../../http/send-download.ts";
import { validate } from "../../http/validate.ts";
import { exportAnalyticsSeries } from "./export-analytics-series.ts";
import { readAnalytics } from "./read-analytics.ts";
import { readOverview } from "./read-overview.ts";

/** The admin overview and the analytics charts, each series also as CSV. */
export const analyticsRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/overview", validate("query", adminOverviewQuerySchema), async (c) =>
      c.json(await readOverview({ db, timeZone: c.req.valid("query").timeZone })),
    )
    .get("/admin/analytics", validate("query", analyticsQuerySchema), async (c) =>
      c.json(await readAnalytics({ db, query: c.req.valid("query") })),
    )
    .get("/admin/analytics/export", validate("query", analyticsExportQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return sendDownload(c, exportAnalyticsSeries(await readAnalytics({ db, query }), query.series));
    });
