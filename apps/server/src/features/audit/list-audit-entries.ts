import type { AuditEntry, auditListQuerySchema } from "@promptloom/contracts/audit";
import type { ListResponse } from "@promptloom/contracts/list";
import { and, count, sql } from "drizzle-orm";
import { z } from "zod";

import { newestAuditEntriesFirst } from "../../audit/audit-order.ts";
import { toAuditEntry } from "../../audit/to-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";
import { cursorValueSchema, decodeCursor, encodeCursor } from "../../lib/cursor.ts";
import { auditFilterCondition } from "./audit-filter.ts";

const cursorSchema = z.object({
  createdAt: cursorValueSchema("timestamptz"),
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** Audit entries matching the filters, newest first, a page at a time. */
export const listAuditEntries = async (options: {
  db: Database;
  query: z.output<typeof auditListQuerySchema>;
}): Promise<ListResponse<AuditEntry>> => {
  const { db, query } = options;
  const where = auditFilterCondition(query);
  const after = query.cursor ? decodeCursor(query.cursor, cursorSchema) : null;
  const position = after
    ? sql`(${auditLog.createdAt}, ${auditLog.seq}) < (${after.createdAt}::timestamptz, ${after.seq}::bigint)`
    : undefined;

  const rows = await db
    .select({ row: auditLog, createdAtText: sql<string>`${auditLog.createdAt}::text` })
    .from(auditLog)
    .where(and(where, position))
    .orderBy(...newestAuditEntriesFirst)
    .limit(query.limit + 1);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toAuditEntry(row)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAtText, seq: last.row.seq }) : null,
    total: totals?.total ?? 0,
  };
};
