import type { ReactNode } from "react";

import { PublicFrame } from "../components/layouts/public-frame.tsx";
import { PublicHeader } from "../components/layouts/public-header.tsx";

/**
 * A marketing page as prerendered: static content in the public frame, the header while the
 * session is unknown; site-header.ts switches it once the session is read.
 */
export function SiteLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PublicFrame header={<PublicHeader session={{ status: "loading", isPaid: false }} currentPath={path} />}>
      {children}
    </PublicFrame>
  );
}
