import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { SavedPromptsScreen } from "../../../features/saved-prompts/components/saved-prompts-screen.tsx";

/** /app/saved-prompts: My Prompts, from every source, in folders. */
export function Component() {
  return (
    <MemberScreen screen={screens.savedPrompts}>
      <SavedPromptsScreen />
    </MemberScreen>
  );
}
