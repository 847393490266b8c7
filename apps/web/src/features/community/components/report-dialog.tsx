import {
  communityLimits,
  reportCommunityPromptSchema,
  reportReasonLabels,
  reportReasons,
} from "@promptloom/contracts/community-prompts";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form, toastFailure } from "../../../components/form/form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useReportCommunityPrompt } from "../api/report-community-prompt.ts";

/** Tell the moderators what is wrong with a prompt. */
export function ReportDialog({ prompt, onClose }: { prompt: { id: string; title: string }; onClose: () => void }) {
  const report = useReportCommunityPrompt();
  const form = useSchemaForm(reportCommunityPromptSchema, { defaultValues: { reason: "spam", details: "" } });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report “{prompt.title}”</DialogTitle>
          <DialogDescription>A moderator will look at it. Reports are not shown to the author.</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          describeError={toastFailure("Not sent")}
          onSubmit={async (values) => {
            await report.mutateAsync({ id: prompt.id, ...values });
            toast({ title: "Thanks for the report", description: "A moderator will review it.", variant: "success" });
            onClose();
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">What is wrong?</legend>
            {reportReasons.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input type="radio" value={option} {...form.register("reason")} />
                {reportReasonLabels[option]}
              </label>
            ))}
          </fieldset>
          <Field
            name="details"
            id="report-details"
            label="Details (optional)"
            multiline
            rows={3}
            maxLength={communityLimits.reportDetailsMaxLength}
          />
          <DialogFormActions onCancel={onClose} submitVariant="destructive">
            Send report
          </DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
