import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { AdminPromptStudioScreen } from "../../../../features/studio/components/admin/admin-prompt-studio-screen.tsx";

/** /app/admin/prompt-studio: the builder's option sets and the featured presets. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminPromptStudio} width="medium">
      <AdminPromptStudioScreen />
    </MemberScreen>
  );
}
