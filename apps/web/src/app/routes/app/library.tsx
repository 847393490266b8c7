import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { LibraryBrowser } from "../../../features/library/components/library-browser.tsx";

/** /app/library: the curated library. */
export function Component() {
  return (
    <MemberScreen screen={screens.library}>
      <LibraryBrowser />
    </MemberScreen>
  );
}
