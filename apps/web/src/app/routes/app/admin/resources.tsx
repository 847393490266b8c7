import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { ResourcesAdminScreen } from "../../../../features/resources/components/resources-admin-screen.tsx";

/** /app/admin/resources: the resource center's guides, cheat sheets and downloads. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminResources}>
      <ResourcesAdminScreen />
    </MemberScreen>
  );
}
