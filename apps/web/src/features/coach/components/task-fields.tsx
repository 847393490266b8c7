import { plannerLimits, taskPriorities, taskPriorityLabels } from "@promptloom/contracts/planner";

import { Field } from "../../../components/form/field.tsx";

/** A task's details beyond its title: notes, priority, estimate and due date. */
export function TaskDetailFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <Field
        name="notes"
        id={`${idPrefix}-notes`}
        label="Notes"
        multiline
        rows={3}
        hint="A list (- first step) helps the coach break it down."
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field name="priority" id={`${idPrefix}-priority`} label="Priority" select>
          {taskPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {taskPriorityLabels[priority]}
            </option>
          ))}
        </Field>
        <Field
          name="estimateMinutes"
          id={`${idPrefix}-estimate`}
          label="Estimate (minutes)"
          type="number"
          inputMode="numeric"
          min={plannerLimits.estimateMinMinutes}
          max={plannerLimits.estimateMaxMinutes}
          step={5}
        />
        <Field name="dueDate" id={`${idPrefix}-due`} label="Due date" type="date" />
      </div>
    </>
  );
}
