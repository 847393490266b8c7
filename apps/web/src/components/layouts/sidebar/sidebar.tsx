import type { ReactNode } from "react";

import { cn } from "../../../lib/cn.ts";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "../../ui/sheet.tsx";
import { TooltipProvider } from "../../ui/tooltip.tsx";
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE, useSidebar } from "./sidebar-context.tsx";

/** The sidebar frame: a fixed column on wide screens, a slide-in drawer under 768 px. */
export function Sidebar({ children }: { children: ReactNode }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  const content = (
    <TooltipProvider delayDuration={0}>
      <nav aria-label="Sidebar" className="flex h-full min-h-0 flex-col">
        {children}
      </nav>
    </TooltipProvider>
  );

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent data-slot="sidebar" data-mobile="true" style={{ width: SIDEBAR_WIDTH_MOBILE }}>
          <SheetTitle className="sr-only">Sidebar</SheetTitle>
          <SheetDescription className="sr-only">Navigate the members area.</SheetDescription>
          {content}
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      data-slot="sidebar"
      data-state={open ? "expanded" : "collapsed"}
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
      className={cn(
        "sticky top-0 hidden h-svh shrink-0 border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:block",
      )}
    >
      {content}
    </aside>
  );
}
