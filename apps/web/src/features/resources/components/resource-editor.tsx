import { resourceKindLabels, resourceKinds, type Resource } from "@promptloom/contracts/resources";
import { useState } from "react";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useCreateResource, useUpdateResource } from "../api/manage-resources.ts";
import { ResourceFileField } from "./resource-file-field.tsx";
import { emptyResourceForm, resourceFormSchema, toResourceForm } from "./resource-form-schema.ts";

/** Writes a new resource or edits one; a saved resource can take a file. */
export function ResourceEditor({ resource, onClose }: { resource: Resource | null; onClose: () => void }) {
  const [current, setCurrent] = useState(resource);
  const create = useCreateResource();
  const update = useUpdateResource();
  const form = useSchemaForm(resourceFormSchema, {
    defaultValues: current ? toResourceForm(current) : emptyResourceForm,
  });
  return (
    <Card className="space-y-4 p-4">
      <h2 className="font-semibold">{current ? `Edit “${current.title}”` : "New resource"}</h2>
      <Form
        form={form}
        className="space-y-4"
        onSubmit={async (values) => {
          const saved = current
            ? await update.mutateAsync({ id: current.id, input: values })
            : await create.mutateAsync(values);
          setCurrent(saved);
          form.reset(toResourceForm(saved));
          toast({ title: current ? "Resource saved" : "Resource created", variant: "success" });
        }}
      >
        <Field name="title" label="Title" />
        <Field
          name="summary"
          label="Summary"
          multiline
          rows={2}
          hint="One or two sentences shown in the list and search results."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="kind" label="Kind" select>
            {resourceKinds.map((kind) => (
              <option key={kind} value={kind}>
                {resourceKindLabels[kind]}
              </option>
            ))}
          </Field>
          <Field name="tags" label="Topics" hint="Separate topics with commas." />
        </div>
        <Field name="body" label="Body (Markdown)" multiline rows={14} className="font-mono text-sm" />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("isPublished")} />
          Published (members see it)
        </label>
        <div className="flex flex-wrap gap-2">
          <SubmitButton pendingLabel="Saving...">{current ? "Save resource" : "Create resource"}</SubmitButton>
          <Button type="button" variant="outline" onClick={onClose}>
            Done
          </Button>
        </div>
      </Form>
      {current ? <ResourceFileField resource={current} onChange={setCurrent} /> : null}
    </Card>
  );
}
