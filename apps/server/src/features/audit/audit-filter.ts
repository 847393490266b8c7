import type { AuditFilter } from "@promptloom/contracts/audit";
import { and, eq, gte, lt, sql, type SQL } from "drizzle-orm";

import { anyContains } from "../../db/contains-text.ts";
import { auditLog } from "../../db/schema/index.ts";

/** The WHERE clause for the list and the export: every given filter must hold. Dates are UTC days. */
export const auditFilterCondition = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.q ? anyContains([auditLog.actorEmail, auditLog.targetLabel, auditLog.reason], filter.q) : undefined,
    filter.from ? gte(auditLog.createdAt, sql`${filter.from}::date`) : undefined,
    filter.to ? lt(auditLog.createdAt, sql`${filter.to}::date + 1`) : undefined,
  );
