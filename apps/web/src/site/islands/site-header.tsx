import { authMessages } from "@promptloom/contracts/auth-messages";
import { useState } from "react";

import { PublicHeader } from "../../components/layouts/public-header.tsx";
import { signOutFromSite, useSiteSession } from "../use-site-session.ts";

/** The marketing header with the visitor's live session. */
export function Component({ currentPath }: { currentPath: string }) {
  const session = useSiteSession();
  const [hasSignOutFailed, setSignOutFailed] = useState(false);
  const signOut = async () => {
    setSignOutFailed(false);
    setSignOutFailed(!(await signOutFromSite()));
  };
  return (
    <PublicHeader
      session={session}
      onSignOut={() => void signOut()}
      currentPath={currentPath}
      notice={hasSignOutFailed ? authMessages.signOutFailed : null}
    />
  );
}
