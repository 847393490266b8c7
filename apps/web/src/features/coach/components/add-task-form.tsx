import { taskFormSchema } from "@promptloom/contracts/planner";
import { ChevronDown, Plus } from "lucide-react";
import { useEffect, useState } from "react";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useCreateTask } from "../api/save-task.ts";
import { TaskDetailFields } from "./task-fields.tsx";

const emptyTask = { title: "", notes: "", priority: "medium", estimateMinutes: "", dueDate: "" } as const;

/** Adds a task: a title and Enter, or the details too. The due date starts on `defaultDueDate`. */
export function AddTaskForm({ defaultDueDate }: { defaultDueDate: string }) {
  const create = useCreateTask();
  const [isShowingDetails, setIsShowingDetails] = useState(false);
  const form = useSchemaForm(taskFormSchema, { defaultValues: { ...emptyTask, dueDate: defaultDueDate } });

  // The planner learns today's date with the tasks, after the form is on screen: the due date
  // follows it unless the member chose one, and whatever was typed meanwhile stays.
  useEffect(() => {
    form.reset({ ...emptyTask, dueDate: defaultDueDate }, { keepDirtyValues: true });
  }, [defaultDueDate, form]);

  return (
    <Form
      form={form}
      className="space-y-3 rounded-lg border border-border p-3"
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        // The list shows the new task before this line runs: a next title typed by then stays.
        if (form.getValues("title").trim() === values.title) form.reset({ ...emptyTask, dueDate: defaultDueDate });
      }}
    >
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field
            name="title"
            id="new-task-title"
            label="Add a task"
            placeholder="What needs doing?"
            autoComplete="off"
          />
        </div>
        <SubmitButton pendingLabel="Adding...">
          <Plus aria-hidden="true" />
          Add
        </SubmitButton>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={isShowingDetails}
        onClick={() => setIsShowingDetails((isShowing) => !isShowing)}
      >
        <ChevronDown aria-hidden="true" className={isShowingDetails ? "rotate-180" : undefined} />
        {isShowingDetails ? "Fewer details" : "More details"}
      </Button>
      {isShowingDetails ? <TaskDetailFields idPrefix="new-task" /> : null}
    </Form>
  );
}
