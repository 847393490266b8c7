import type { AutomationTemplate, automationTemplateInputSchema } from "@promptloom/contracts/automations";
import type { z } from "zod";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/postgres-errors.ts";
import { automationTemplates } from "../../db/schema/index.ts";
import { auditedTemplate, auditTarget, slugTaken } from "./audited-template.ts";
import { toAutomationTemplate } from "./to-automation-template.ts";

/** Adds a template (a draft unless the admin publishes it at once), audited in the same transaction. */
export const createAutomationTemplate = async (options: {
  db: Database;
  actor: AuditActor;
  input: z.output<typeof automationTemplateInputSchema>;
}): Promise<AutomationTemplate> => {
  const { db, actor, input } = options;
  const { workflowJson, ...fields } = input;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(automationTemplates)
        .values({ ...fields, workflow: { ...workflowJson, name: workflowJson.name ?? fields.title } })
        .returning();
      if (!row) throw new Error("template was not stored");
      await recordAuditEntry(tx, {
        actor,
        action: "automation_template.create",
        target: auditTarget(row),
        after: auditedTemplate(row),
      });
      return toAutomationTemplate(row, row.workflow);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
};
