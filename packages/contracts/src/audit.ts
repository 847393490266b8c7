import { z } from "zod";

import { calendarDateSchema } from "./dates.ts";
import { listResponseSchema } from "./list.ts";

/**
 * What an audit entry names: `action` is "<area>.<verb>" ("theme.save", "user.grant_admin"),
 * `targetType` the kind of thing changed ("user", "library_prompt", "theme").
 */
export const auditActionSchema = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, "Actions look like area.verb");
export const auditTargetTypeSchema = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z0-9_]*$/, "Target types are lowercase words joined by underscores");

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null once the admin's account is deleted; `actorEmail` keeps who it was. */
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** A readable name for the target at the time (an e-mail, a title). */
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const dateSchema = calendarDateSchema("Use a date like 2026-01-31");

/** Filters shared by the list and the CSV export; `to` is inclusive (the whole day). */
export const auditFilterSchema = z.object({
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(200).optional(),
  actorId: z.string().trim().max(64).optional(),
  /** Words in the actor's e-mail, the target's name or the reason. */
  q: z.string().trim().max(200).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = auditFilterSchema.extend({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditListSchema = listResponseSchema(auditEntrySchema);

/** The export stops here; narrow the filters for more. */
export const auditExportMaxRows = 50_000;
