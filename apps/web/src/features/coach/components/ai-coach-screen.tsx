import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { useIsMobile } from "../../../lib/use-is-mobile.ts";
import { CoachPanel } from "./coach-panel.tsx";
import { PlannerPanel } from "./planner-panel.tsx";

const parts = { planner: "Planner", coach: "Coach" } as const;
type Part = keyof typeof parts;

/** The planner beside the coach; on a phone, one at a time behind two tabs. */
export function AiCoachScreen() {
  const isMobile = useIsMobile();
  const [part, setPart] = useState<Part>("planner");
  if (!isMobile) {
    return (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <PlannerPanel />
        <CoachPanel />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="AI Coach" className="grid grid-cols-2 gap-1">
        {(Object.keys(parts) as Part[]).map((item) => (
          <Button
            key={item}
            role="tab"
            aria-selected={part === item}
            variant={part === item ? "secondary" : "ghost"}
            onClick={() => setPart(item)}
          >
            {parts[item]}
          </Button>
        ))}
      </div>
      <div role="tabpanel" aria-label={parts[part]}>
        {part === "planner" ? <PlannerPanel /> : <CoachPanel />}
      </div>
    </div>
  );
}
