import { auditExportMaxRows, type AuditFilter } from "@promptloom/contracts/audit";

import { newestAuditEntriesFirst } from "../../audit/audit-order.ts";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";
import type { Download } from "../../http/send-download.ts";
import { toSpreadsheetCsv } from "../../lib/csv.ts";
import { auditFilterCondition } from "./audit-filter.ts";

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** The filtered audit log as a CSV file, newest first, safe to open in a spreadsheet. */
export const exportAuditEntries = async (options: { db: Database; filter: AuditFilter }): Promise<Download> => {
  const rows = await options.db
    .select()
    .from(auditLog)
    .where(auditFilterCondition(options.filter))
    .orderBy(...newestAuditEntriesFirst)
    .limit(auditExportMaxRows);
  const body = toSpreadsheetCsv(
    ["time", "admin", "action", "target_type", "target_id", "target", "before", "after", "reason"],
    rows.map((row) => [
      row.createdAt.toISOString(),
      row.actorEmail,
      row.action,
      row.targetType,
      row.targetId,
      row.targetLabel,
      json(row.before),
      json(row.after),
      row.reason,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `audit-log-${day}.csv`, contentType: "text/csv; charset=utf-8", body };
};
