import type { AutomationTemplate, updateAutomationTemplateSchema } from "@promptloom/contracts/automations";
import { eq } from "drizzle-orm";
import type { z } from "zod";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/postgres-errors.ts";
import { automationTemplates } from "../../db/schema/index.ts";
import { auditedTemplate, auditTarget, slugTaken } from "./audited-template.ts";
import { templateNotFound } from "./find-automation-template.ts";
import { toAutomationTemplate } from "./to-automation-template.ts";

/** A change that only flips the status is logged as publishing or unpublishing, anything else as an edit. */
const actionFor = (changedKeys: string[], status: string) => {
  if (changedKeys.length === 1 && changedKeys[0] === "status") {
    return status === "published" ? "automation_template.publish" : "automation_template.unpublish";
  }
  return "automation_template.update";
};

/** Edits, publishes or unpublishes a template; members see the change on their next visit. */
export const updateAutomationTemplate = async (options: {
  db: Database;
  actor: AuditActor;
  id: string;
  changes: z.output<typeof updateAutomationTemplateSchema>;
}): Promise<AutomationTemplate> => {
  const { db, actor, id, changes } = options;
  const { workflowJson, ...fields } = changes;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(automationTemplates).where(eq(automationTemplates.id, id)).for("update");
      if (!before) throw templateNotFound();
      const [row] = await tx
        .update(automationTemplates)
        .set({
          ...fields,
          // Workflow JSON copied from n8n's editor has no name: it takes the template's title.
          ...(workflowJson && {
            workflow: { ...workflowJson, name: workflowJson.name ?? fields.title ?? before.title },
          }),
          updatedAt: new Date(),
        })
        .where(eq(automationTemplates.id, id))
        .returning();
      if (!row) throw templateNotFound();
      const diff = changedValues(auditedTemplate(before), auditedTemplate(row));
      await recordAuditEntry(tx, {
        actor,
        action: actionFor(Object.keys(diff.after), row.status),
        target: auditTarget(row),
        ...diff,
      });
      return toAutomationTemplate(row, row.workflow);
    });
  } catch (error) {
    if (isUniqueViolation(error) && changes.slug) throw slugTaken(changes.slug);
    throw error;
  }
};
