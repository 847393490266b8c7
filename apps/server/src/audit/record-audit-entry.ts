import { auditActionSchema, auditTargetTypeSchema } from "@promptloom/contracts/audit";

import type { SessionUser } from "../auth/session-user.ts";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

export type AuditActor = Pick<SessionUser, "id" | "email">;

export type AuditEntryInput = {
  /** The signed-in admin: `(await requireAdmin(c)).user`. */
  actor: AuditActor;
  /** "<area>.<verb>", e.g. "theme.save", "user.grant_admin", "library_prompt.update". */
  action: string;
  /** What was changed; `label` is how a person would name it (an e-mail, a title). */
  target: { type: string; id?: string | null; label?: string | null };
  /** The values that changed, as they were and as they are now (see `changedValues`). */
  before?: unknown;
  after?: unknown;
  /** Why, when the screen asks for a reason. */
  reason?: string | null;
};

/**
 * Writes one audit entry. Pass the transaction that makes the change (`db.transaction(async (tx)
 * => { …change…; await recordAuditEntry(tx, …) })`), so the change and its entry are stored
 * together or not at all.
 */
export const recordAuditEntry = async (db: Pick<Database, "insert">, entry: AuditEntryInput): Promise<void> => {
  // A malformed action or type is a programming mistake, not bad input: fail loudly.
  auditActionSchema.parse(entry.action);
  auditTargetTypeSchema.parse(entry.target.type);
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id ?? null,
    targetLabel: entry.target.label ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
};

type Values = Record<string, unknown>;

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The keys whose values differ between two versions of a record, each side holding only those
 * keys (absent keys count as null), so an entry shows what changed rather than whole records.
 */
export const changedValues = (before: Values, after: Values): { before: Values; after: Values } => {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => !isSame(before[key] ?? null, after[key] ?? null));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
};
