import { formatUsd, plans } from "@promptloom/contracts/plans";

import { paths } from "../../config/paths.ts";
import { buttonVariants } from "../ui/button-variants.ts";
import { publicNavLinks, type HeaderSession } from "./public-nav.ts";

type PublicMobileMenuProps = {
  session: HeaderSession;
  currentPath: string;
  onSignOut: () => void;
  /** Called when a link is followed, so an in-page link (e.g. /#pricing) closes the menu. */
  onNavigate: () => void;
};

/** The header's links and actions under 768 px, with the member's status on top. */
export function PublicMobileMenu({ session, currentPath, onSignOut, onNavigate }: PublicMobileMenuProps) {
  const isSignedIn = session.status === "signed-in";
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-border px-4 pb-4 md:hidden">
      <p className="py-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {isSignedIn && session.isPaid ? "Pro Member" : "Get Started"}
      </p>
      <ul className="flex flex-col gap-1">
        {publicNavLinks(session).map((link) => (
          <li key={link.label}>
            <a
              className="block rounded-md px-2 py-2 hover:bg-accent"
              href={link.href}
              aria-current={currentPath === link.href ? "page" : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2">
        {isSignedIn ? (
          <>
            {session.isPaid ? null : (
              <a href={paths.subscribe} className={buttonVariants({ variant: "gradient" })} onClick={onNavigate}>
                Upgrade to Pro - {formatUsd(plans.monthly.price)}/mo
              </a>
            )}
            <a href={paths.dashboard} className={buttonVariants({ variant: "secondary" })} onClick={onNavigate}>
              Dashboard
            </a>
            <button type="button" className={buttonVariants({ variant: "outline" })} onClick={onSignOut}>
              Sign Out
            </button>
          </>
        ) : session.status === "signed-out" ? (
          <>
            <a href={paths.subscribe} className={buttonVariants({ variant: "gradient" })} onClick={onNavigate}>
              Get Instant Access
            </a>
            <a href={paths.auth} className={buttonVariants({ variant: "outline" })} onClick={onNavigate}>
              Sign In
            </a>
          </>
        ) : null}
      </div>
    </nav>
  );
}
