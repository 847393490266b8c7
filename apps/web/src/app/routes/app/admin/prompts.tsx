import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { LibraryAdminScreen } from "../../../../features/library-admin/components/library-admin-screen.tsx";

/** /app/admin/prompts: the text prompt library. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminPrompts}>
      <LibraryAdminScreen type="text" />
    </MemberScreen>
  );
}
