import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { UsersScreen } from "../../../../features/users/components/users-screen.tsx";

/** /app/admin/users: find members and manage their access. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminUsers}>
      <UsersScreen />
    </MemberScreen>
  );
}
