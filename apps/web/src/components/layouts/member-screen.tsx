import type { ReactNode } from "react";

import type { AppScreen } from "../../config/app-screens.ts";
import { cn } from "../../lib/cn.ts";

const widths = { narrow: "max-w-3xl", medium: "max-w-5xl", wide: "max-w-6xl" } as const;

/** A members-area screen: its title and purpose, the screen's own actions, then its content. */
export function MemberScreen({
  screen,
  description = screen.description,
  actions,
  width = "wide",
  children,
}: {
  screen: AppScreen;
  description?: ReactNode;
  actions?: ReactNode;
  width?: keyof typeof widths;
  children: ReactNode;
}) {
  return (
    <section className={cn("mx-auto space-y-6", widths[width])}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{screen.title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
