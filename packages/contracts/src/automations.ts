import { z } from "zod";

import { n8nWorkflowJsonSchema, n8nWorkflowSchema } from "./n8n-workflow.ts";
import { requiredText } from "./required-text.ts";

/**
 * Templates write this where the site's own address goes; members get their copy with it
 * replaced, so an imported workflow calls the Promptloom it came from.
 */
export const PROMPTLOOM_URL_TOKEN = "{{PROMPTLOOM_URL}}";

export const automationStatuses = ["draft", "published"] as const;
export type AutomationStatus = (typeof automationStatuses)[number];

export const automationLimits = {
  slugMaxLength: 80,
  titleMaxLength: 120,
  summaryMaxLength: 240,
  descriptionMaxLength: 4000,
  listItemsMax: 12,
  listItemMaxLength: 400,
  workflowMaxLength: 200_000,
} as const;

/** The steps every template shares; each template adds its own after them. */
export const importSteps = [
  "In n8n, open Workflows → Create workflow (or open an empty one).",
  "Paste the copied JSON onto the canvas with Ctrl+V (Cmd+V on a Mac), or use ⋯ → Import from File… with the downloaded file.",
  "Open any node marked with a warning and, under Credential for Header Auth, choose Create new credential: set Name to Authorization and Value to Bearer followed by a space and your API key (Bearer pl_live_…), then save it as “Promptloom API key”. Every Promptloom node in every template can use this one credential.",
  "Set up the other credentials the template lists, as the nodes ask.",
  "Click Execute workflow (Test workflow) once to check it, then switch the workflow to Active.",
] as const;

const listField = (field: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${field} cannot be blank`)
        .max(
          automationLimits.listItemMaxLength,
          `Each of the ${field.toLowerCase()} is at most ${automationLimits.listItemMaxLength} characters`,
        ),
    )
    .max(automationLimits.listItemsMax, `At most ${automationLimits.listItemsMax} ${field.toLowerCase()}`);

const templateFields = {
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Slug is required")
    .max(automationLimits.slugMaxLength, `Slug must be at most ${automationLimits.slugMaxLength} characters`)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug may use lowercase letters, digits and single hyphens"),
  title: requiredText("Title", automationLimits.titleMaxLength),
  summary: requiredText("Summary", automationLimits.summaryMaxLength),
  description: requiredText("Description", automationLimits.descriptionMaxLength),
  apps: listField("Apps"),
  credentials: listField("Credentials"),
  setupSteps: listField("Setup steps"),
  status: z.enum(automationStatuses),
};

/** A template as stored in the repository's seed files. */
export const automationTemplateFileSchema = z.object({ ...templateFields, workflow: n8nWorkflowSchema });

const workflowJsonField = n8nWorkflowJsonSchema.refine(
  (workflow) => JSON.stringify(workflow).length <= automationLimits.workflowMaxLength,
  "The workflow is too large",
);

/** What the admin form sends: the workflow as the JSON text pasted from n8n, checked before saving. */
export const automationTemplateInputSchema = z.object({
  ...templateFields,
  status: templateFields.status.default("draft"),
  workflowJson: workflowJsonField,
});
export type AutomationTemplateInput = z.input<typeof automationTemplateInputSchema>;

/** An edit names only what changes: no defaults here, so a partial edit never resets a field. */
export const updateAutomationTemplateSchema = z
  .object({ ...templateFields, workflowJson: workflowJsonField })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to update");
export type UpdateAutomationTemplateInput = z.input<typeof updateAutomationTemplateSchema>;

export const automationTemplateSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  apps: z.array(z.string()),
  credentials: z.array(z.string()),
  status: z.enum(automationStatuses),
  nodeCount: z.number().int(),
  updatedAt: z.string(),
});
export type AutomationTemplateSummary = z.infer<typeof automationTemplateSummarySchema>;

export const automationTemplateSchema = automationTemplateSummarySchema.extend({
  description: z.string(),
  setupSteps: z.array(z.string()),
  /** The n8n workflow, ready to import: the site's address already filled in. */
  workflow: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AutomationTemplate = z.infer<typeof automationTemplateSchema>;

export const automationTemplateListSchema = z.object({ items: z.array(automationTemplateSummarySchema) });
export type AutomationTemplateList = z.infer<typeof automationTemplateListSchema>;
