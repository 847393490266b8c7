import type { Task } from "@promptloom/contracts/planner";
import { Pencil, Trash2 } from "lucide-react";
import type * as React from "react";

import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { toastError } from "../../../lib/toast.ts";
import { useDeleteTask, useUpdateTask } from "../api/save-task.ts";
import { describeTask } from "../format-task.ts";

const priorityTone = {
  high: "bg-destructive/15 text-error",
  medium: "bg-primary/15 text-primary-text",
  low: "bg-muted text-muted-foreground",
} as const;

/** One task: done box, title and facts, edit and delete; `handle` is the drag handle when sortable. */
export function TaskRow({
  task,
  today,
  handle,
  onEdit,
}: {
  task: Task;
  today: string;
  handle?: React.ReactNode;
  onEdit: () => void;
}) {
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [priority, ...facts] = describeTask(task, today);
  const fail = (error: Error) => toastError(error.message);
  return (
    <div className="flex items-start gap-2 rounded-md border border-border bg-card p-2.5">
      {handle}
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-primary"
        checked={task.done}
        disabled={update.isPending}
        aria-label={task.done ? `Reopen ${task.title}` : `Mark ${task.title} done`}
        onChange={(event) => update.mutate({ id: task.id, changes: { done: event.target.checked } }, { onError: fail })}
      />
      <div className="min-w-0 flex-1">
        <p className={cn("font-medium break-words", task.done && "text-muted-foreground line-through")}>{task.title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <Badge className={priorityTone[task.priority]}>{priority}</Badge>
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </div>
        {task.notes ? (
          <p className="mt-1 line-clamp-2 text-xs whitespace-pre-wrap text-muted-foreground">{task.notes}</p>
        ) : null}
      </div>
      <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit ${task.title}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Delete ${task.title}`}
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(`Delete "${task.title}"?`)) remove.mutate(task.id, { onError: fail });
        }}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
