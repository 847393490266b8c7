import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";

import { paths } from "../../config/paths.ts";
import { buttonVariants } from "../ui/button-variants.ts";
import { BrandLink } from "./brand.tsx";
import { PublicMobileMenu } from "./public-mobile-menu.tsx";
import { publicNavLinks, type HeaderSession } from "./public-nav.ts";

type PublicHeaderProps = {
  session: HeaderSession;
  onSignOut: () => void;
  /** The current path, to mark the active link. */
  currentPath: string;
};

/**
 * The marketing header in its signed-out, signed-in (paid or unpaid) and mobile variants. It is
 * shared by the prerendered site and the app, so it uses plain links, and it styles them with
 * `buttonVariants` rather than the Button component to keep tailwind-merge off the site.
 */
export function PublicHeader({ session, onSignOut, currentPath }: PublicHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isSignedIn = session.status === "signed-in";

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className="sticky top-0 z-40 border-x-0 border-t-0 glass" onKeyDown={closeOnEscape}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <BrandLink />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {publicNavLinks(session).map((link) => (
            <a
              key={link.label}
              href={link.href}
              className={clsx(
                "text-sm font-medium transition-colors hover:text-foreground",
                currentPath === link.href ? "text-foreground" : "text-muted-foreground",
              )}
              aria-current={currentPath === link.href ? "page" : undefined}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div
          className="hidden min-w-48 items-center justify-end gap-2 md:flex"
          aria-busy={session.status === "loading"}
        >
          {session.status === "loading" ? null : isSignedIn ? (
            <>
              {session.isPaid ? null : (
                <a href={paths.subscribe} className={buttonVariants({ variant: "gradient", size: "sm" })}>
                  Upgrade Now
                </a>
              )}
              <a href={paths.dashboard} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                Dashboard
              </a>
              <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={onSignOut}>
                Sign Out
              </button>
            </>
          ) : (
            <>
              <a href={paths.auth} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                Sign In
              </a>
              <a href={paths.subscribe} className={buttonVariants({ variant: "gradient", size: "sm" })}>
                Get Instant Access
              </a>
            </>
          )}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      {menuOpen ? (
        <PublicMobileMenu
          session={session}
          currentPath={currentPath}
          onSignOut={onSignOut}
          onNavigate={() => setMenuOpen(false)}
        />
      ) : null}
    </header>
  );
}
