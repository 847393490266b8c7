import { rejectCommunityPromptSchema } from "@promptloom/contracts/community-prompts";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async ({ reason }) => {
            await onSubmit(reason);
            onClose();
          }}
        >
          <Field name="reason" id="moderation-reason" label="Reason" multiline rows={3} />
          <DialogFormActions onCancel={onClose} submitVariant="destructive">
            {submitLabel}
          </DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
