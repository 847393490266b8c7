import {
  automationTemplateInputSchema,
  PROMPTLOOM_URL_TOKEN,
  type AutomationTemplate,
} from "@promptloom/contracts/automations";
import { z } from "zod";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { slugFromTitle } from "../../../lib/slug-from-title.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";

const shape = automationTemplateInputSchema.shape;

/** A list typed as text: one item per line (or per comma for short names), blanks dropped. */
const listFromText = (schema: typeof shape.apps, separator: RegExp) =>
  z
    .string()
    .transform((text) =>
      text
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(schema);

export const templateFormSchema = automationTemplateInputSchema.extend({
  apps: listFromText(shape.apps, /,/),
  credentials: listFromText(shape.credentials, /\n/),
  setupSteps: listFromText(shape.setupSteps, /\n/),
});
export type TemplateFormValues = z.output<typeof templateFormSchema>;

const toFormValues = (template: AutomationTemplate | null): z.input<typeof templateFormSchema> => ({
  slug: template?.slug ?? "",
  title: template?.title ?? "",
  summary: template?.summary ?? "",
  description: template?.description ?? "",
  apps: template?.apps.join(", ") ?? "",
  credentials: template?.credentials.join("\n") ?? "Promptloom API key (Header Auth: Authorization = Bearer pl_live_…)",
  setupSteps: template?.setupSteps.join("\n") ?? "",
  status: template?.status ?? "draft",
  workflowJson: template ? JSON.stringify(template.workflow, null, 2) : "",
});

/** Creates or edits a template; the workflow JSON is checked (parse, nodes, connections) before it is sent. */
export function TemplateForm({
  template,
  onSubmit,
  onCancel,
}: {
  template: AutomationTemplate | null;
  onSubmit: (values: TemplateFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(templateFormSchema, { defaultValues: toFormValues(template) });
  // A new template is offered the slug of its title, as the prompt editor does.
  const offerSlug = () => {
    if (!template && form.getValues("slug") === "")
      form.setValue("slug", slugFromTitle(String(form.getValues("title"))));
  };
  return (
    <Form form={form} className="space-y-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="title" id="template-title" label="Title" onBlur={offerSlug} />
        <Field name="slug" id="template-slug" label="Slug" hint="Lowercase words joined by hyphens" />
      </div>
      <Field name="summary" id="template-summary" label="Summary" hint="One sentence for the catalogue card" />
      <Field name="description" id="template-description" label="Description" multiline rows={4} />
      <Field name="apps" id="template-apps" label="Apps it connects" hint="Separated by commas: Google Sheets, Slack" />
      <Field
        name="credentials"
        id="template-credentials"
        label="Credentials needed"
        multiline
        rows={3}
        hint="One per line"
      />
      <Field
        name="setupSteps"
        id="template-steps"
        label="Setup steps"
        multiline
        rows={4}
        hint="One per line; shown after the import steps every template shares"
      />
      <Field
        name="workflowJson"
        id="template-workflow"
        label="Workflow JSON"
        multiline
        rows={12}
        className="font-mono text-xs"
        spellCheck={false}
        hint={`Select the nodes in n8n, copy and paste here. Write ${PROMPTLOOM_URL_TOKEN} where this site's address goes.`}
      />
      <Field name="status" id="template-status" label="Status" select>
        <option value="draft">Draft (admins only)</option>
        <option value="published">Published</option>
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving...">{template ? "Save changes" : "Create template"}</SubmitButton>
      </div>
    </Form>
  );
}
