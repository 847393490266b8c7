import type { ReactNode } from "react";

import { PublicFrame } from "../components/layouts/public-frame.tsx";
import { Island } from "./island.tsx";
import { Component as SiteHeader } from "./islands/site-header.tsx";

/** A marketing page as prerendered: static content in the public frame, the header as an island. */
export function SiteLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PublicFrame header={<Island name="site-header" component={SiteHeader} props={{ currentPath: path }} />}>
      {children}
    </PublicFrame>
  );
}
