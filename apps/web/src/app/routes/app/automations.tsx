import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { AutomationsScreen } from "../../../features/automations/components/automations-screen.tsx";

/** /app/automations: n8n templates to import, and the API keys they run with. */
export function Component() {
  return (
    <MemberScreen screen={screens.automations}>
      <AutomationsScreen />
    </MemberScreen>
  );
}
