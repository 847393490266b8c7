import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { OverviewScreen } from "../../../../features/admin-overview/components/overview-screen.tsx";

/** /app/admin: the business at a glance and the audit log. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminOverview}>
      <OverviewScreen />
    </MemberScreen>
  );
}
