import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { PhotoStudioScreen } from "../../../features/studio/components/photo-studio-screen.tsx";

/** /app/photo-studio: turn a photo into a starting image prompt. */
export function Component() {
  return (
    <MemberScreen screen={screens.photoStudio} width="medium">
      <PhotoStudioScreen />
    </MemberScreen>
  );
}
