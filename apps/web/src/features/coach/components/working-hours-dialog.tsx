import { workingHoursSchema, type WorkingHours } from "@promptloom/contracts/planner";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useSaveWorkingHours } from "../api/working-hours.ts";

/** When the member's working day starts and ends; Plan my day never goes past it. */
export function WorkingHoursDialog({ hours, onClose }: { hours: WorkingHours; onClose: () => void }) {
  const save = useSaveWorkingHours();
  const form = useSchemaForm(workingHoursSchema, { defaultValues: hours });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Working hours</DialogTitle>
          <DialogDescription>Plan my day fits your tasks between these times.</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            await save.mutateAsync(values);
            toast({ title: "Working hours saved", variant: "success" });
            onClose();
          }}
        >
          <div className="grid grid-cols-2 gap-3">
            <Field name="workStart" label="Start" type="time" step={300} />
            <Field name="workEnd" label="End" type="time" step={300} />
          </div>
          <DialogFormActions onCancel={onClose}>Save hours</DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
