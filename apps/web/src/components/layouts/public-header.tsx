import { formatUsd, plans } from "@promptloom/contracts/plans";
import { Menu, X } from "lucide-react";
import { useState } from "react";

import { paths } from "../../config/paths.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import { BrandLink } from "./brand.tsx";

export type HeaderSession = { status: "loading" | "signed-out" | "signed-in"; isPaid: boolean };

type PublicHeaderProps = {
  session: HeaderSession;
  onSignOut: () => void;
  /** The current path, to mark the active link. */
  currentPath: string;
};

const navLinkClass = (active: boolean) =>
  cn(
    "text-sm font-medium transition-colors hover:text-foreground",
    active ? "text-foreground" : "text-muted-foreground",
  );

/**
 * The marketing header in its signed-out, signed-in (paid or unpaid) and mobile variants. It is
 * shared by the prerendered site and the app, so it uses plain links.
 */
export function PublicHeader({ session, onSignOut, currentPath }: PublicHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const isSignedIn = session.status === "signed-in";
  const membersHref = isSignedIn ? paths.dashboard : paths.auth;
  const showUpgrade = isSignedIn && !session.isPaid;

  const navLinks = [
    { href: paths.features, label: "Features" },
    { href: membersHref, label: "Members Area" },
    { href: paths.support, label: "Support" },
  ];

  return (
    <header className="sticky top-0 z-40 border-x-0 border-t-0 glass">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <BrandLink />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {navLinks.map((link) => (
            <a
              key={link.label}
              href={link.href}
              className={navLinkClass(currentPath === link.href)}
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
              {showUpgrade ? (
                <Button asChild variant="gradient" size="sm">
                  <a href={paths.subscribe}>Upgrade Now</a>
                </Button>
              ) : null}
              <Button asChild variant="ghost" size="sm">
                <a href={paths.dashboard}>Dashboard</a>
              </Button>
              <Button variant="outline" size="sm" onClick={onSignOut}>
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <a href={paths.auth}>Sign In</a>
              </Button>
              <Button asChild variant="gradient" size="sm">
                <a href={paths.subscribe}>Get Instant Access</a>
              </Button>
            </>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X /> : <Menu />}
        </Button>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-border px-4 pb-4 md:hidden">
          <p className="py-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {isSignedIn && session.isPaid ? "Pro Member" : "Get Started"}
          </p>
          <div className="flex flex-col gap-1">
            {navLinks.map((link) => (
              <a key={link.label} className="rounded-md px-2 py-2 hover:bg-accent" href={link.href}>
                {link.label}
              </a>
            ))}
          </div>
          <div className="mt-3 flex flex-col gap-2">
            {isSignedIn ? (
              <>
                {showUpgrade ? (
                  <Button asChild variant="gradient">
                    <a href={paths.subscribe}>Upgrade to Pro - {formatUsd(plans.monthly.price)}/mo</a>
                  </Button>
                ) : null}
                <Button asChild variant="secondary">
                  <a href={paths.dashboard}>Dashboard</a>
                </Button>
                <Button variant="outline" onClick={onSignOut}>
                  Sign Out
                </Button>
              </>
            ) : session.status === "signed-out" ? (
              <>
                <Button asChild variant="gradient">
                  <a href={paths.subscribe}>Get Instant Access</a>
                </Button>
                <Button asChild variant="outline">
                  <a href={paths.auth}>Sign In</a>
                </Button>
              </>
            ) : null}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
