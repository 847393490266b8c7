import { ItemState } from "../../../components/ui/item-state.tsx";
import { useOverview } from "../api/get-overview.ts";
import { AuditLog } from "./audit-log.tsx";
import { OverviewStats } from "./overview-stats.tsx";

/** The state of the business at a glance, then the audit log of every admin change. */
export function OverviewScreen() {
  const overview = useOverview();
  return (
    <div className="space-y-8">
      <ItemState query={overview} pendingLabel="Loading the overview" errorLabel="Could not load the overview.">
        {(loaded) => <OverviewStats overview={loaded} />}
      </ItemState>
      <AuditLog />
    </div>
  );
}
