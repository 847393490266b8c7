import {
  communityLimits,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
} from "@promptloom/contracts/community-prompts";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { TextareaField } from "../../../components/ui/form-field.tsx";
import { toast } from "../../../lib/toast.ts";
import { useReportCommunityPrompt } from "../api/report-community-prompt.ts";

/** Tell the moderators what is wrong with a prompt. */
export function ReportDialog({ prompt, onClose }: { prompt: { id: string; title: string }; onClose: () => void }) {
  const report = useReportCommunityPrompt();
  const [reason, setReason] = useState<ReportReason>("spam");
  const [details, setDetails] = useState("");

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report “{prompt.title}”</DialogTitle>
          <DialogDescription>A moderator will look at it. Reports are not shown to the author.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { id: prompt.id, reason, details },
              {
                onSuccess: () => {
                  toast({
                    title: "Thanks for the report",
                    description: "A moderator will review it.",
                    variant: "success",
                  });
                  onClose();
                },
                onError: (error) => toast({ title: "Not sent", description: error.message, variant: "destructive" }),
              },
            );
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">What is wrong?</legend>
            {reportReasons.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                />
                {reportReasonLabels[option]}
              </label>
            ))}
          </fieldset>
          <TextareaField
            id="report-details"
            label="Details (optional)"
            rows={3}
            maxLength={communityLimits.reportDetailsMaxLength}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
