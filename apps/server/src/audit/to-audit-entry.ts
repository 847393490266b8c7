import type { AuditEntry } from "@promptloom/contracts/audit";

import type { AuditLogRow } from "../db/schema/index.ts";

/** An audit log row as the API returns it. */
export const toAuditEntry = (row: AuditLogRow): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});
