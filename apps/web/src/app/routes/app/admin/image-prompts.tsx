import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { LibraryAdminScreen } from "../../../../features/library-admin/components/library-admin-screen.tsx";

/** /app/admin/image-prompts: the image prompt library, with example images. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminImagePrompts}>
      <LibraryAdminScreen type="image" />
    </MemberScreen>
  );
}
