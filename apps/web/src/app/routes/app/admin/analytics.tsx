import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { AnalyticsScreen } from "../../../../features/admin-analytics/components/analytics-screen.tsx";

/** /app/admin/analytics: charts over a chosen period; the chart library loads with this screen only. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminAnalytics}>
      <AnalyticsScreen />
    </MemberScreen>
  );
}
