import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Task } from "@promptloom/contracts/planner";
import { GripVertical } from "lucide-react";

import { toastError } from "../../../lib/toast.ts";
import { useReorderTasks } from "../api/reorder-tasks.ts";
import { TaskRow } from "./task-row.tsx";

const screenReaderInstructions = {
  draggable:
    "To move a task, press Space or Enter to pick it up, use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.",
};

function SortableTask({ task, today, onEdit }: { task: Task; today: string; onEdit: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? "relative z-10 opacity-80" : undefined}
    >
      <TaskRow
        task={task}
        today={today}
        onEdit={onEdit}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="mt-0.5 cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`Move ${task.title}`}
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        }
      />
    </li>
  );
}

/** Today's tasks in the member's order, moved by dragging or with the keyboard. */
export function SortableTaskList({
  tasks,
  today,
  onEdit,
}: {
  tasks: Task[];
  today: string;
  onEdit: (task: Task) => void;
}) {
  const reorder = useReorderTasks("today");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => tasks.find((task) => task.id === id)?.title ?? "the task";
  const positionOf = (id: string | number) => tasks.findIndex((task) => task.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${tasks.length}.`,
    // Over its own place it has not moved: saying so would cut off "Picked up…" for a screen reader.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${titleOf(active.id)} is now at position ${positionOf(over.id)} of ${tasks.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${tasks.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = tasks.map((task) => task.id);
    const moved = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    reorder.mutate(moved, { onError: (error) => toastError(error.message) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul className="space-y-2" aria-label="Today's tasks">
          {tasks.map((task) => (
            <SortableTask key={task.id} task={task} today={today} onEdit={() => onEdit(task)} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
