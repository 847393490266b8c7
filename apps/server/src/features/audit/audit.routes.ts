import { auditFilterSchema, auditListQuerySchema } from "@promptloom/contracts/audit";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { sendDownload } from "../../http/send-download.ts";
import { validate } from "../../http/validate.ts";
import { exportAuditEntries } from "./export-audit-entries.ts";
import { listAuditEntries } from "./list-audit-entries.ts";

/** The audit log, for admins: filtered pages and a CSV export of the same filters. */
export const auditRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/audit-log", validate("query", auditListQuerySchema), async (c) =>
      c.json(await listAuditEntries({ db, query: c.req.valid("query") })),
    )
    .get("/admin/audit-log/export", validate("query", auditFilterSchema), async (c) =>
      sendDownload(c, await exportAuditEntries({ db, filter: c.req.valid("query") })),
    );
