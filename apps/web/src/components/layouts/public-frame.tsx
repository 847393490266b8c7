import type { ReactNode } from "react";

import { PublicFooter } from "./public-footer.tsx";

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

/**
 * The frame of a public page: header, content and footer. The header comes in as a slot because
 * the app renders it live while the prerendered site hydrates it as an island.
 */
export function PublicFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
