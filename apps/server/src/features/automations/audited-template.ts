import type { AutomationTemplateRow } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/** What the audit log keeps of a template: its fields and its workflow, without ids and dates. */
export const auditedTemplate = (row: AutomationTemplateRow) => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  description: row.description,
  status: row.status,
  apps: row.apps,
  credentials: row.credentials,
  setupSteps: row.setupSteps,
  workflow: row.workflow,
});

export const auditTarget = (row: AutomationTemplateRow) => ({
  type: "automation_template",
  id: row.id,
  label: row.title,
});

export const slugTaken = (slug: string) => AppError.conflict(`Another template already uses the slug "${slug}".`);
