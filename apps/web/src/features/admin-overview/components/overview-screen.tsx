import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useOverview } from "../api/get-overview.ts";
import { AuditLog } from "./audit-log.tsx";
import { OverviewStats } from "./overview-stats.tsx";

/** The state of the business at a glance, then the audit log of every admin change. */
export function OverviewScreen() {
  const overview = useOverview();
  return (
    <div className="space-y-8">
      {overview.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading the overview" />
        </div>
      ) : overview.isError ? (
        <LoadError
          message={`Could not load the overview. ${overview.error.message}`}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <OverviewStats overview={overview.data} />
      )}
      <AuditLog />
    </div>
  );
}
