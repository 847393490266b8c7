import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { LibraryBrowser } from "../../../features/library/components/library-browser.tsx";

/** /app/image-prompts: the image prompts of the curated library. */
export function Component() {
  return (
    <MemberScreen screen={screens.imagePrompts}>
      <LibraryBrowser type="image" />
    </MemberScreen>
  );
}
