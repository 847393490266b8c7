import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { AdminTicketsScreen } from "../../../../features/support/components/admin-tickets-screen.tsx";

/** /app/admin/support: the support inbox. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminSupport}>
      <AdminTicketsScreen />
    </MemberScreen>
  );
}
