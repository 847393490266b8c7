import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";

import { paths } from "../../config/paths.ts";
import { buttonVariants } from "../ui/button-variants.ts";
import { BrandLink } from "./brand.tsx";
import { attachHeaderMenu } from "./public-header-menu.ts";
import { PublicMobileMenu } from "./public-mobile-menu.tsx";
import { publicNavLinks, sessionAttributes, shownTo, type HeaderSession } from "./public-nav.ts";

const navLinkShownTo = { everyone: "", notMember: shownTo.notMember, member: shownTo.member };

type PublicHeaderProps = {
  session: HeaderSession;
  /** The current path, to mark the active link. */
  currentPath: string;
  /** Absent on the prerendered site, whose script binds the Sign Out buttons (`data-sign-out`). */
  onSignOut?: () => void;
  /** A problem to announce under the header (a failed sign-out). */
  notice?: string | null;
};

/**
 * The marketing header in its signed-out, signed-in (paid or unpaid) and mobile variants, all in
 * the markup, chosen by CSS from the session attributes (public-nav.ts). The prerendered site
 * renders it once and switches it without React; the app renders it live. It uses plain links
 * styled with `buttonVariants` to keep tailwind-merge off the site.
 */
export function PublicHeader({ session, currentPath, onSignOut, notice = null }: PublicHeaderProps) {
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => (headerRef.current ? attachHeaderMenu(headerRef.current) : undefined), []);

  return (
    <header
      ref={headerRef}
      className="group/header sticky top-0 z-40 border-x-0 border-t-0 glass backdrop-blur-md"
      {...sessionAttributes(session)}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <BrandLink />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {publicNavLinks.map((link) => (
            <span key={link.href} className={navLinkShownTo[link.audience]}>
              <a
                href={link.href}
                className={
                  currentPath === link.href
                    ? "text-sm font-medium text-foreground"
                    : "text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
                }
                aria-current={currentPath === link.href ? "page" : undefined}
              >
                {link.label}
              </a>
            </span>
          ))}
        </nav>
        <div className="hidden min-w-48 items-center justify-end gap-2 md:flex">
          <span className={shownTo.member}>
            <span className={shownTo.notPaidMember}>
              <a href={paths.subscribe} className={buttonVariants({ variant: "gradient", size: "sm" })}>
                Upgrade Now
              </a>
            </span>
            <a href={paths.dashboard} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              Dashboard
            </a>
            <button
              type="button"
              data-sign-out
              className={buttonVariants({ variant: "outline", size: "sm" })}
              onClick={onSignOut}
            >
              Sign Out
            </button>
          </span>
          <span className={shownTo.visitor}>
            <a href={paths.auth} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              Sign In
            </a>
            <a href={paths.subscribe} className={buttonVariants({ variant: "gradient", size: "sm" })}>
              Get Instant Access
            </a>
          </span>
        </div>
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", size: "icon", className: "group/menu md:hidden" })}
          aria-label="Open menu"
          aria-expanded={false}
          aria-controls="mobile-menu"
        >
          <Menu aria-hidden="true" className="group-aria-expanded/menu:hidden" />
          <X aria-hidden="true" className="hidden group-aria-expanded/menu:block" />
        </button>
      </div>
      <p
        role="alert"
        data-header-notice
        className="text-center text-sm not-empty:bg-destructive not-empty:px-4 not-empty:py-2 not-empty:text-destructive-foreground"
      >
        {notice}
      </p>
      <PublicMobileMenu currentPath={currentPath} onSignOut={onSignOut} />
    </header>
  );
}
