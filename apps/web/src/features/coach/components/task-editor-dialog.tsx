import { taskFormSchema, type Task } from "@promptloom/contracts/planner";

import { DialogFormActions } from "../../../components/form/dialog-form-actions.tsx";
import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useUpdateTask } from "../api/save-task.ts";
import { TaskDetailFields } from "./task-fields.tsx";

/** Edits every field of a task. */
export function TaskEditorDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const update = useUpdateTask();
  const form = useSchemaForm(taskFormSchema, {
    defaultValues: {
      title: task.title,
      notes: task.notes,
      priority: task.priority,
      estimateMinutes: task.estimateMinutes === null ? "" : String(task.estimateMinutes),
      dueDate: task.dueDate ?? "",
    },
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit task</DialogTitle>
          <DialogDescription>Change what it is, how long it takes and when it is due.</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            await update.mutateAsync({ id: task.id, changes: values });
            toast({ title: "Task saved", variant: "success" });
            onClose();
          }}
        >
          <Field name="title" id="edit-task-title" label="Title" />
          <TaskDetailFields idPrefix="edit-task" />
          <DialogFormActions onCancel={onClose}>Save task</DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
