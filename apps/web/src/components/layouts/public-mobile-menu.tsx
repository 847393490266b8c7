import { formatUsd, plans } from "@promptloom/contracts/plans";

import { paths } from "../../config/paths.ts";
import { buttonVariants } from "../ui/button-variants.ts";
import { publicNavLinks, shownTo } from "./public-nav.ts";

const menuItemShownTo = { everyone: "", notMember: shownTo.notMember, member: shownTo.memberItem };

type PublicMobileMenuProps = {
  currentPath: string;
  onSignOut: (() => void) | undefined;
};

/**
 * The header's links and actions under 768 px, with the member's status on top. Hidden until the
 * header's toggle opens it (public-header-menu.ts); the session picks its variant as in the header.
 */
export function PublicMobileMenu({ currentPath, onSignOut }: PublicMobileMenuProps) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" hidden className="border-t border-border px-4 pb-4 md:hidden">
      <p className="py-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span className={shownTo.paidMember}>Pro Member</span>
        <span className={shownTo.notPaidMember}>Get Started</span>
      </p>
      <ul className="flex flex-col gap-1">
        {publicNavLinks.map((link) => (
          <li key={link.href} className={menuItemShownTo[link.audience]}>
            <a
              className="block rounded-md px-2 py-2 hover:bg-accent"
              href={link.href}
              aria-current={currentPath === link.href ? "page" : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2">
        <span className={shownTo.member}>
          <span className={shownTo.notPaidMember}>
            <a href={paths.subscribe} className={buttonVariants({ variant: "gradient" })}>
              Upgrade to Pro - {formatUsd(plans.monthly.price)}/mo
            </a>
          </span>
          <a href={paths.dashboard} className={buttonVariants({ variant: "secondary" })}>
            Dashboard
          </a>
          <button type="button" data-sign-out className={buttonVariants({ variant: "outline" })} onClick={onSignOut}>
            Sign Out
          </button>
        </span>
        <span className={shownTo.visitor}>
          <a href={paths.subscribe} className={buttonVariants({ variant: "gradient" })}>
            Get Instant Access
          </a>
          <a href={paths.auth} className={buttonVariants({ variant: "outline" })}>
            Sign In
          </a>
        </span>
      </div>
    </nav>
  );
}
