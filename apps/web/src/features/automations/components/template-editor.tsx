import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdminTemplate, useCreateTemplate, useUpdateTemplate } from "../api/admin-automation-templates.ts";
import { TemplateForm, type TemplateFormValues } from "./template-form.tsx";

/** The form for a new template (`id` null) or an existing one, loaded as stored. */
export function TemplateEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const template = useAdminTemplate(id);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const save = async (values: TemplateFormValues) => {
    // The form holds the workflow as text; the contract parses it again on the server.
    const input = { ...values, workflowJson: JSON.stringify(values.workflowJson) };
    const saved = id ? await update.mutateAsync({ id, changes: input }) : await create.mutateAsync(input);
    toast({ title: `${saved.title} saved`, variant: "success" });
    onDone();
  };
  if (id && template.isPending) return <Spinner label="Loading the template" />;
  if (id && !template.data) {
    return (
      <LoadError
        message={`Could not load the template. ${template.error?.message ?? ""}`.trim()}
        onRetry={() => void template.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="template-editor-title" className="space-y-4">
      <h2 id="template-editor-title" className="text-lg font-semibold">
        {id ? `Edit ${template.data?.title ?? ""}` : "New template"}
      </h2>
      <TemplateForm template={template.data ?? null} onSubmit={save} onCancel={onDone} />
    </section>
  );
}
