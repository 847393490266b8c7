import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { CommunityScreen } from "../../../features/community/components/community-screen.tsx";

/** /app/community-prompts: prompts shared by members, voted by members. */
export function Component() {
  return (
    <MemberScreen screen={screens.communityPrompts}>
      <CommunityScreen />
    </MemberScreen>
  );
}
