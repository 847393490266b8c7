import { useState } from "react";

import { TabBar, TabPanel } from "../../../components/ui/tab-bar.tsx";
import { useIsMobile } from "../../../lib/use-is-mobile.ts";
import { CoachPanel } from "./coach-panel.tsx";
import { PlannerPanel } from "./planner-panel.tsx";

const parts = [
  { id: "planner", label: "Planner" },
  { id: "coach", label: "Coach" },
] as const;
type Part = (typeof parts)[number]["id"];

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
      <TabBar
        label="AI Coach"
        panelId="ai-coach-panel"
        tabs={parts}
        active={part}
        onSelect={setPart}
        className="grid grid-cols-2"
      />
      <TabPanel id="ai-coach-panel" active={part}>
        {part === "planner" ? <PlannerPanel /> : <CoachPanel />}
      </TabPanel>
    </div>
  );
}
