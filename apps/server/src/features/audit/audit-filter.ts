import type { AuditFilter } from "@promptloom/contracts/audit";
import { and, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";

import { anyContains } from "../../db/contains-text.ts";
import { auditLog } from "../../db/schema/index.ts";

const literal = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Actions ("<area>.<verb>", words joined by "_") matching what an admin typed: every typed word
 * starts one of the action's words, so "library" finds "library_prompt.update" and "refund"
 * finds "user.mark_refunded"; the whole action still finds itself.
 */
const actionMatches = (typed: string): SQL | undefined => {
  const words = typed
    .toLowerCase()
    .split(/[\s._]+/)
    .filter(Boolean);
  return and(
    ...words.map((word) =>
      or(
        ilike(auditLog.action, `${literal(word)}%`),
        ilike(auditLog.action, `%.${literal(word)}%`),
        ilike(auditLog.action, `%\\_${literal(word)}%`),
      ),
    ),
  );
};

/** The WHERE clause for the list and the export: every given filter must hold. Dates are UTC days. */
export const auditFilterCondition = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.action ? actionMatches(filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.q ? anyContains([auditLog.actorEmail, auditLog.targetLabel, auditLog.reason], filter.q) : undefined,
    filter.from ? gte(auditLog.createdAt, sql`${filter.from}::date`) : undefined,
    filter.to ? lt(auditLog.createdAt, sql`${filter.to}::date + 1`) : undefined,
  );
