import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { ColorsScreen } from "../../../../features/theme-editor/components/colors-screen.tsx";

/** /app/admin/colors: the shared dark theme's editor. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminColors}>
      <ColorsScreen />
    </MemberScreen>
  );
}
