import { Link } from "react-router";

import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { screens } from "../../../config/app-screens.ts";
import { useSession } from "../../../entities/session/session.ts";
import { ResourcesScreen } from "../../../features/resources/components/resources-screen.tsx";

/** /app/resources: guides, cheat sheets and downloads; admins reach their editor from here. */
export function Component() {
  const { isAdmin } = useSession();
  return (
    <MemberScreen
      screen={screens.resources}
      actions={
        isAdmin ? (
          <Link to={screens.adminResources.path} className={buttonVariants({ variant: "outline" })}>
            Manage resources
          </Link>
        ) : null
      }
    >
      <ResourcesScreen />
    </MemberScreen>
  );
}
