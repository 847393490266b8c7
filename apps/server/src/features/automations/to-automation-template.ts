import type { AutomationTemplate, AutomationTemplateSummary } from "@promptloom/contracts/automations";

import type { AutomationTemplateRow } from "../../db/schema/index.ts";

const nodeCountOf = (workflow: unknown) => {
  const nodes = (workflow as { nodes?: unknown }).nodes;
  return Array.isArray(nodes) ? nodes.length : 0;
};

export const toAutomationTemplateSummary = (row: AutomationTemplateRow): AutomationTemplateSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  apps: row.apps,
  credentials: row.credentials,
  status: row.status,
  nodeCount: nodeCountOf(row.workflow),
  updatedAt: row.updatedAt.toISOString(),
});

/** `workflow` is given separately: members get it with the site's address filled in, admins as stored. */
export const toAutomationTemplate = (row: AutomationTemplateRow, workflow: unknown): AutomationTemplate => ({
  ...toAutomationTemplateSummary(row),
  description: row.description,
  setupSteps: row.setupSteps,
  workflow: workflow as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
});
