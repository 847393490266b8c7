import type { ReactNode } from "react";

import { PublicFrame } from "../components/layouts/public-frame.tsx";
import { signOutFromSite, useSiteSession } from "./use-site-session.ts";

/** A prerendered marketing page once hydrated: the frame with a live session. */
export function SiteLayout({ path, children }: { path: string; children: ReactNode }) {
  const session = useSiteSession();
  return (
    <PublicFrame session={session} onSignOut={() => void signOutFromSite()} currentPath={path}>
      {children}
    </PublicFrame>
  );
}
