import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { ModerationScreen } from "../../../../features/community-moderation/components/moderation-screen.tsx";

/** /app/admin/community-prompts: the moderation queue. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminCommunityPrompts} width="medium">
      <ModerationScreen />
    </MemberScreen>
  );
}
