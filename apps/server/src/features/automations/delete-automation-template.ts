import { eq } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { automationTemplates } from "../../db/schema/index.ts";
import { auditedTemplate, auditTarget } from "./audited-template.ts";
import { templateNotFound } from "./find-automation-template.ts";

/** Removes a template from the catalogue; the audit entry keeps what it was. */
export const deleteAutomationTemplate = async (options: { db: Database; actor: AuditActor; id: string }) => {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(automationTemplates).where(eq(automationTemplates.id, id)).returning();
    if (!row) throw templateNotFound();
    await recordAuditEntry(tx, {
      actor,
      action: "automation_template.delete",
      target: auditTarget(row),
      before: auditedTemplate(row),
    });
  });
};
