import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { AdminTemplatesScreen } from "../../../../features/automations/components/admin-templates-screen.tsx";

/** /app/admin/automations: the n8n template catalogue, for admins. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminAutomations} width="medium">
      <AdminTemplatesScreen />
    </MemberScreen>
  );
}
