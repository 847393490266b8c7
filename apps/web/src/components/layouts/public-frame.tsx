import type { ReactNode } from "react";

import { PublicFooter } from "./public-footer.tsx";
import { PublicHeader, type HeaderSession } from "./public-header.tsx";

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2"
    >
      Skip to content
    </a>
  );
}

/** The frame of a public page: header, content and footer. */
export function PublicFrame(props: {
  session: HeaderSession;
  onSignOut: () => void;
  currentPath: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <PublicHeader session={props.session} onSignOut={props.onSignOut} currentPath={props.currentPath} />
      <main id="main" className="flex-1">
        {props.children}
      </main>
      <PublicFooter />
    </div>
  );
}
