import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { AiCoachScreen } from "../../../features/coach/components/ai-coach-screen.tsx";

/** /app/ai-coach: the planner and the productivity coach. */
export function Component() {
  return (
    <MemberScreen screen={screens.aiCoach}>
      <AiCoachScreen />
    </MemberScreen>
  );
}
