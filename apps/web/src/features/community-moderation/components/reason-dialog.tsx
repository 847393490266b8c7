import { rejectCommunityPromptSchema } from "@promptloom/contracts/community-prompts";

import { Field } from "../../../components/form/field.tsx";
import { FormDialog } from "../../../components/form/form-dialog.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";

/**
 * Asks why before a decision that needs a reason (reject, take down, ban). The reason rules are
 * the contract's (required, at most 500 characters), shared by rejections and bans.
 */
export function ReasonDialog({
  title,
  description,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  submitLabel: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useSchemaForm(rejectCommunityPromptSchema, { defaultValues: { reason: "" } });
  return (
    <FormDialog
      title={title}
      description={description}
      form={form}
      submitLabel={submitLabel}
      destructive
      onClose={onClose}
      onSubmit={({ reason }) => onSubmit(reason)}
    >
      <Field name="reason" id="moderation-reason" label="Reason" multiline rows={3} />
    </FormDialog>
  );
}
