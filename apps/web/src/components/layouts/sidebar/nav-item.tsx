import { Link, useLocation } from "react-router";

import type { AppScreen } from "../../../config/app-screens.ts";
import { paths } from "../../../config/paths.ts";
import { cn } from "../../../lib/cn.ts";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../ui/tooltip.tsx";
import { useSidebar } from "./sidebar-context.tsx";

export const navItemClass = (isActive: boolean) =>
  cn(
    "flex h-9 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm transition-colors outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring [&>svg]:size-4 [&>svg]:shrink-0",
    isActive && "bg-sidebar-accent font-medium text-sidebar-accent-foreground",
  );

/** One link of the sidebar; collapsed to an icon, its label moves into a tooltip. */
export function NavItem({ screen }: { screen: AppScreen }) {
  const { open, isMobile } = useSidebar();
  const { pathname } = useLocation();
  const isCollapsed = !open && !isMobile;
  const Icon = screen.icon;
  // The dashboard is also the members area's index.
  const isActive = pathname === screen.path || (screen.path === paths.dashboard && pathname === paths.app);

  const link = (
    <Link to={screen.path} aria-current={isActive ? "page" : undefined} className={navItemClass(isActive)}>
      <Icon aria-hidden="true" />
      <span className={cn("truncate", isCollapsed && "sr-only")}>{screen.label}</span>
    </Link>
  );

  if (!isCollapsed) return <li>{link}</li>;
  return (
    <li>
      <Tooltip>
        <TooltipTrigger asChild>{link}</TooltipTrigger>
        <TooltipContent side="right">{screen.label}</TooltipContent>
      </Tooltip>
    </li>
  );
}
