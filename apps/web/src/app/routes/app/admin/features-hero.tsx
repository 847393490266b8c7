import { MemberScreen } from "../../../../components/layouts/member-screen.tsx";
import { screens } from "../../../../config/app-screens.ts";
import { FeaturesHeroScreen } from "../../../../features/features-hero/components/features-hero-screen.tsx";

/** /app/admin/features-hero: the home page's hero and its ten feature cards. */
export function Component() {
  return (
    <MemberScreen screen={screens.adminFeaturesHero} width="medium">
      <FeaturesHeroScreen />
    </MemberScreen>
  );
}
