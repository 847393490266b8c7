import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";

import { navGroups } from "../../config/app-screens.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../ui/badge.tsx";
import { BrandMark } from "./brand.tsx";
import { NavGroup } from "./sidebar/nav-group.tsx";
import { navItemClass } from "./sidebar/nav-item.tsx";
import { useSidebar } from "./sidebar/sidebar-context.tsx";
import { Sidebar } from "./sidebar/sidebar.tsx";

type SignOut = { onSignOut: () => void; isSigningOut: boolean };

function SignOutItem({ onSignOut, isSigningOut }: SignOut) {
  const { open, isMobile } = useSidebar();
  return (
    <li>
      <button type="button" className={navItemClass(false)} onClick={onSignOut} disabled={isSigningOut}>
        <LogOut aria-hidden="true" />
        <span className={cn(!open && !isMobile && "sr-only")}>Sign Out</span>
      </button>
    </li>
  );
}

/** The members area's sidebar, exactly as the specification groups it; admins also see the Admin Panel. */
export function AppSidebar({ isAdmin, ...signOut }: SignOut & { isAdmin: boolean }) {
  const { open, isMobile, setOpenMobile } = useSidebar();
  const { pathname } = useLocation();
  const showText = open || isMobile;

  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);

  return (
    <Sidebar>
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-sidebar-border px-2.5">
        <BrandMark className="size-7 shrink-0" />
        <span className={cn("font-semibold", !showText && "sr-only")}>Promptloom</span>
      </div>
      <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
        {navGroups
          .filter((group) => !group.adminOnly || isAdmin)
          .map((group) => (
            <NavGroup key={group.id} group={group} badge={group.adminOnly ? <Badge>Admin</Badge> : undefined}>
              {group.id === "account" ? <SignOutItem {...signOut} /> : null}
            </NavGroup>
          ))}
      </div>
      <p
        className={cn(
          "border-t border-sidebar-border px-3 py-3 text-xs text-sidebar-foreground/60",
          !showText && "sr-only",
        )}
      >
        © {new Date().getFullYear()} Promptloom
      </p>
    </Sidebar>
  );
}
