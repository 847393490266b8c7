import { Outlet, useLocation } from "react-router";

import { PublicFrame } from "../../components/layouts/public-frame.tsx";
import { PublicHeader } from "../../components/layouts/public-header.tsx";
import { useSession } from "../../entities/session/session.ts";
import { useSignOut } from "../../entities/session/sign-out.ts";

/** The app's public screens (sign-in, subscribe, payment results) in the marketing frame. */
export function PublicLayout() {
  const { isLoading, isSignedIn, isPaid } = useSession();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const status = isLoading ? "loading" : isSignedIn ? "signed-in" : "signed-out";
  return (
    <PublicFrame
      header={<PublicHeader session={{ status, isPaid }} onSignOut={() => signOut.mutate()} currentPath={pathname} />}
    >
      <Outlet />
    </PublicFrame>
  );
}
