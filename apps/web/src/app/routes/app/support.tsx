import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { SupportScreen } from "../../../features/support/components/support-screen.tsx";

/** /app/support: answers, tickets and a way to reach the team. */
export function Component() {
  return (
    <MemberScreen screen={screens.support}>
      <SupportScreen />
    </MemberScreen>
  );
}
