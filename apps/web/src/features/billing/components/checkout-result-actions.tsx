import type { ReactNode } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";

/**
 * The buttons under a checkout that did not end in the members area (cancelled, or not confirmed
 * yet): the page's own next step, then Contact support.
 */
export function CheckoutResultActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col justify-center gap-2 sm:flex-row">
      {children}
      <Button asChild variant="outline">
        <a href={paths.support}>Contact support</a>
      </Button>
    </div>
  );
}
