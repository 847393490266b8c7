import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { PromptStudioScreen } from "../../../features/studio/components/prompt-studio-screen.tsx";

/** /app/prompt-studio: build an image prompt for Midjourney, Stable Diffusion or DALL·E / Flux / Imagen. */
export function Component() {
  return (
    <MemberScreen screen={screens.promptStudio}>
      <PromptStudioScreen />
    </MemberScreen>
  );
}
