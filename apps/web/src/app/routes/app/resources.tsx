import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { ResourcesScreen } from "../../../features/resources/components/resources-screen.tsx";

/** /app/resources: guides, cheat sheets and downloads. */
export function Component() {
  return (
    <MemberScreen screen={screens.resources}>
      <ResourcesScreen />
    </MemberScreen>
  );
}
