import { taskViews, type DayPlan as Plan, type Task, type TaskView } from "@promptloom/contracts/planner";
import { CalendarCheck, CalendarClock, CheckCircle2, Clock, ListTodo, Sparkles } from "lucide-react";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { TabBar, TabPanel } from "../../../components/ui/tab-bar.tsx";
import { toastError } from "../../../lib/toast.ts";
import { useTasks } from "../api/get-tasks.ts";
import { usePlanDay } from "../api/plan-day.ts";
import { useWorkingHours } from "../api/working-hours.ts";
import { AddTaskForm } from "./add-task-form.tsx";
import { DayPlan } from "./day-plan.tsx";
import { SortableTaskList } from "./sortable-task-list.tsx";
import { TaskEditorDialog } from "./task-editor-dialog.tsx";
import { TaskRow } from "./task-row.tsx";
import { WorkingHoursDialog } from "./working-hours-dialog.tsx";

const viewLabels: Record<TaskView, string> = { today: "Today", upcoming: "Upcoming", done: "Done" };
const viewTabs = taskViews.map((id) => ({
  id,
  label:
    id === "today" ? (
      <>
        <CalendarCheck aria-hidden="true" />
        {viewLabels[id]}
      </>
    ) : (
      viewLabels[id]
    ),
}));
const empties: Record<TaskView, { icon: typeof ListTodo; title: string; description: string }> = {
  today: { icon: ListTodo, title: "Nothing for today.", description: "Add a task above, then plan your day." },
  upcoming: {
    icon: CalendarClock,
    title: "Nothing coming up.",
    description: "Tasks with a later due date appear here.",
  },
  done: { icon: CheckCircle2, title: "Nothing finished yet.", description: "Tick a task when it is done." },
};

/** The planner: add tasks, see Today, Upcoming or Done, reorder today and plan the day. */
export function PlannerPanel() {
  const [view, setView] = useState<TaskView>("today");
  const [editing, setEditing] = useState<Task | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [isEditingHours, setIsEditingHours] = useState(false);
  const tasks = useTasks(view);
  const hours = useWorkingHours();
  const planDay = usePlanDay();
  const today = tasks.data?.today ?? "";
  const empty = empties[view];

  return (
    <section aria-labelledby="planner-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="planner-heading" className="mr-auto text-lg font-semibold">
          Planner
        </h2>
        <Button variant="outline" size="sm" disabled={!hours.data} onClick={() => setIsEditingHours(true)}>
          <Clock aria-hidden="true" />
          {hours.data ? `Working hours ${hours.data.workStart}–${hours.data.workEnd}` : "Working hours"}
        </Button>
        <Button
          variant="gradient"
          size="sm"
          disabled={planDay.isPending}
          onClick={() => {
            setView("today");
            planDay.mutate(undefined, { onSuccess: setPlan, onError: (error) => toastError(error.message) });
          }}
        >
          <Sparkles aria-hidden="true" />
          {planDay.isPending ? "Planning..." : "Plan my day"}
        </Button>
      </div>

      {plan ? <DayPlan plan={plan} onClose={() => setPlan(null)} /> : null}
      {/* Remounted once the member's today is known, so a new task in Today is due today. */}
      <AddTaskForm defaultDueDate={view === "today" ? today : ""} />

      <TabBar label="Tasks" panelId="tasks-panel" tabs={viewTabs} active={view} onSelect={setView} size="sm" />
      <TabPanel id="tasks-panel" active={view}>
        <QueryState
          query={tasks}
          items={tasks.data?.items}
          pendingLabel="Loading your tasks"
          errorLabel="Could not load your tasks."
          empty={<EmptyState icon={empty.icon} title={empty.title} description={empty.description} />}
        >
          {(items) =>
            view === "today" ? (
              <SortableTaskList tasks={items} today={today} onEdit={setEditing} />
            ) : (
              <ul className="space-y-2" aria-label={`${viewLabels[view]} tasks`}>
                {items.map((task) => (
                  <li key={task.id}>
                    <TaskRow task={task} today={today} onEdit={() => setEditing(task)} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </TabPanel>
      {editing ? <TaskEditorDialog task={editing} onClose={() => setEditing(null)} /> : null}
      {isEditingHours && hours.data ? (
        <WorkingHoursDialog hours={hours.data} onClose={() => setIsEditingHours(false)} />
      ) : null}
    </section>
  );
}
