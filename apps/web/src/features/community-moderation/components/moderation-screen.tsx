import { CheckCircle2 } from "lucide-react";
import { useSearchParams } from "react-router";

import { EmptyState, LoadMore, QueryState } from "../../../components/ui/query-state.tsx";
import { TabBar, TabPanel } from "../../../components/ui/tab-bar.tsx";
import { useModerationQueue, type QueueStatus } from "../api/moderation.ts";
import { ModerationCard } from "./moderation-card.tsx";

const tabs = [
  { id: "pending", label: "Waiting" },
  { id: "reported", label: "Reported" },
  { id: "approved", label: "Published" },
  { id: "rejected", label: "Rejected" },
] as const satisfies readonly { id: QueueStatus; label: string }[];

const emptyTitles: Record<QueueStatus, string> = {
  pending: "Nothing waiting for review.",
  reported: "No open reports.",
  approved: "No published community prompts yet.",
  rejected: "No rejected prompts.",
};

const panelId = "moderation-panel";

/** The community moderation queue: submissions to review, reported prompts, and past decisions. */
export function ModerationScreen() {
  const [params, setParams] = useSearchParams();
  const status = tabs.find((tab) => tab.id === params.get("status"))?.id ?? "pending";
  const queue = useModerationQueue(status);
  const items = queue.data?.pages.flatMap((page) => page.items);
  return (
    <div className="space-y-5">
      <TabBar
        label="Moderation queue"
        tabs={tabs}
        active={status}
        panelId={panelId}
        onSelect={(id) => setParams(id === "pending" ? {} : { status: id })}
      />
      <TabPanel id={panelId} active={status}>
        <div className="space-y-4">
          <QueryState
            query={queue}
            items={items}
            pendingLabel="Loading the queue"
            errorLabel="Could not load the queue."
            empty={<EmptyState icon={CheckCircle2} title={emptyTitles[status]} />}
          >
            {(loaded) => (
              <ul className="space-y-3" aria-label="Community prompts">
                {loaded.map((item) => (
                  <ModerationCard key={item.id} item={item} />
                ))}
              </ul>
            )}
          </QueryState>
          <LoadMore query={queue} />
        </div>
      </TabPanel>
    </div>
  );
}
