import { createApiKeySchema, type CreatedApiKey } from "@promptloom/contracts/api-keys";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useCreateApiKey } from "../api/api-keys.ts";

/** Names and creates a key; the created key goes to `onCreated`, which shows it once. */
export function CreateApiKeyForm({
  onCreated,
  placeholder = "n8n on my laptop",
}: {
  onCreated: (key: CreatedApiKey) => void;
  placeholder?: string;
}) {
  const create = useCreateApiKey();
  const form = useSchemaForm(createApiKeySchema, { defaultValues: { name: "" } });
  return (
    <Form
      form={form}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={async (values) => {
        onCreated(await create.mutateAsync(values));
        form.reset();
      }}
    >
      <div className="flex-1">
        <Field name="name" id="api-key-name" label="Key name" placeholder={placeholder} autoComplete="off" />
      </div>
      <SubmitButton className="sm:mt-6" pendingLabel="Creating...">
        Create key
      </SubmitButton>
    </Form>
  );
}
