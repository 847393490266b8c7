import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { AdminPhotoStudioScreen } from "../../../../features/studio/components/admin/admin-photo-studio-screen.tsx";

/** /app/admin/photo-studio: upload limits and the vision model's instructions. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminPhotoStudio} width="medium">
      <AdminPhotoStudioScreen />
    </MemberScreen>
  );
}
