import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useLiveUsageSummary } from "../use-live-usage-summary.ts";
import { HoursSavedStats } from "./hours-saved-stats.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { UsageChart } from "./usage-chart.tsx";

/** The live hours-saved dashboard: figures, the 30-day chart and recent activity. */
export function UsageOverview() {
  const summary = useLiveUsageSummary();

  if (summary.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading your hours saved" />
      </div>
    );
  }
  if (summary.isError) return <LoadError message={summary.error.message} onRetry={() => void summary.refetch()} />;
  return (
    <div className="space-y-4">
      <HoursSavedStats summary={summary.data} />
      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <CardHeader className="pb-2">
            <CardTitle as="h2" className="text-base">
              Minutes saved, last 30 days
            </CardTitle>
          </CardHeader>
          <CardContent>
            <UsageChart daily={summary.data.daily} />
          </CardContent>
        </Card>
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader className="pb-2">
            <CardTitle as="h2" className="text-base">
              Recent activity
            </CardTitle>
          </CardHeader>
          <CardContent>
            <RecentActivity events={summary.data.recent} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
