import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { CoachSettingsScreen } from "../../../../features/coach/components/coach-settings-screen.tsx";

/** /app/admin/ai-coach: the coach's system prompt, tone, limits and playbooks. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminAiCoach} width="medium">
      <CoachSettingsScreen />
    </MemberScreen>
  );
}
