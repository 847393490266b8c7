import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronRight } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

import type { NavGroup as NavGroupConfig } from "../../../config/app-screens.ts";
import { cn } from "../../../lib/cn.ts";
import { NavItem } from "./nav-item.tsx";
import { useSidebar } from "./sidebar-context.tsx";

/** A group of sidebar links; collapsible groups fold under their label. */
export function NavGroup({
  group,
  badge,
  children,
}: {
  group: NavGroupConfig;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const { open: isExpanded, isMobile } = useSidebar();
  const { pathname } = useLocation();
  // A folded group opens on its own screens and the ones under them (/app/admin/support), so the
  // links around the screen on show are never hidden behind its label.
  const holdsScreen = group.items.some((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
  const [isOpen, setOpen] = useState(group.defaultOpen || holdsScreen);
  const labelId = useId();
  const showLabels = isExpanded || isMobile;

  const items = (
    <ul className="flex flex-col gap-0.5" aria-labelledby={labelId}>
      {group.items.map((screen) => (
        <NavItem key={screen.path} screen={screen} />
      ))}
      {children}
    </ul>
  );

  // Collapsed to icons the group has no visible label to fold it by, so every link stays on show.
  if (!group.collapsible || !showLabels) {
    return (
      <div className="px-2 py-2" data-slot="sidebar-group">
        <p
          id={labelId}
          className={cn("px-2.5 pb-1 text-xs font-medium text-sidebar-foreground/60", !showLabels && "sr-only")}
        >
          {group.label}
        </p>
        {items}
      </div>
    );
  }

  return (
    <Collapsible.Root open={isOpen} onOpenChange={setOpen} className="px-2 py-2" data-slot="sidebar-group">
      <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-md px-2.5 py-1 text-xs font-medium text-sidebar-foreground/60 outline-none hover:text-sidebar-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring">
        <span id={labelId}>{group.label}</span>
        {badge}
        <ChevronRight
          aria-hidden="true"
          className={cn("ml-auto size-3.5 transition-transform", isOpen && "rotate-90")}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="pt-1">{items}</Collapsible.Content>
    </Collapsible.Root>
  );
}
