import type { CoachState, PlaybookId } from "@promptloom/contracts/coach";
import type { Task } from "@promptloom/contracts/planner";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";

/**
 * One button per playbook; Break this task down takes the task chosen in About task (the top of
 * the list when none is chosen).
 */
export function PlaybookBar({
  playbooks,
  tasks,
  canSeeTasks,
  disabled,
  onRun,
}: {
  playbooks: CoachState["playbooks"];
  tasks: Task[];
  canSeeTasks: boolean;
  disabled: boolean;
  onRun: (run: { playbook: PlaybookId; content: string; taskId?: string }) => void;
}) {
  const [taskId, setTaskId] = useState("");
  const hasBreakDown = playbooks.some((playbook) => playbook.id === "break-down");
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Playbooks">
        {playbooks.map((playbook) => (
          <Button
            key={playbook.id}
            variant="outline"
            size="sm"
            title={playbook.description}
            disabled={disabled}
            onClick={() =>
              onRun({
                playbook: playbook.id,
                content: playbook.title,
                ...(playbook.id === "break-down" && taskId ? { taskId } : {}),
              })
            }
          >
            {playbook.title}
          </Button>
        ))}
      </div>
      {hasBreakDown && canSeeTasks && tasks.length > 0 ? (
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          About task
          <NativeSelect
            className="h-9 max-w-[16rem] px-2"
            value={taskId}
            onChange={(event) => setTaskId(event.target.value)}
          >
            <option value="">The top of my list</option>
            {tasks.map((task) => (
              <option key={task.id} value={task.id}>
                {task.title}
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : null}
    </div>
  );
}
