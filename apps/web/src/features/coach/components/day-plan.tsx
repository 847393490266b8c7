import type { DayPlan as Plan } from "@promptloom/contracts/planner";
import { Coffee, X } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { formatMinutes } from "../format-task.ts";

/** The plan for today: its blocks in order with the reason for each, what does not fit, and why. */
export function DayPlan({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  return (
    <Card className="space-y-4 p-4" aria-labelledby="day-plan-heading">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id="day-plan-heading" className="font-semibold">
            Your plan for today
          </h3>
          <p className="text-sm text-muted-foreground" role="status">
            {plan.summary}
          </p>
        </div>
        <Button variant="ghost" size="icon" className="size-8" aria-label="Close the plan" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {plan.blocks.length > 0 ? (
        <ol className="space-y-2" aria-label="Time blocks">
          {plan.blocks.map((block) =>
            block.kind === "break" ? (
              <li key={`break-${block.start}`} className="flex items-center gap-3 text-sm text-muted-foreground">
                <span className="w-24 shrink-0 tabular-nums">
                  {block.start}–{block.end}
                </span>
                <Coffee aria-hidden="true" className="size-4" />
                Break, {formatMinutes(block.minutes)}
              </li>
            ) : (
              <li key={block.taskId} className="flex gap-3 text-sm">
                <span className="w-24 shrink-0 font-medium tabular-nums">
                  {block.start}–{block.end}
                </span>
                <span className="min-w-0">
                  <span className="block font-medium break-words">{block.title}</span>
                  <span className="block text-xs text-muted-foreground">{block.reason}</span>
                </span>
              </li>
            ),
          )}
        </ol>
      ) : null}
      {plan.unscheduled.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium">Doesn't fit today</h4>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
            {plan.unscheduled.map((item) => (
              <li key={item.taskId}>
                {item.title} ({formatMinutes(item.minutes)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Why this order</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          {plan.explanation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </Card>
  );
}
