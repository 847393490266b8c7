import type { PlanId } from "@promptloom/contracts/plans";

/** Every route the app links to, in one place. */
export const paths = {
  home: "/",
  features: "/features",
  support: "/support",
  privacy: "/privacy",
  terms: "/terms",
  refund: "/refund",
  /** The refund policy with the notice a refunded member is shown when the members area turns them away. */
  refundedNotice: "/refund?account=refunded",
  pricing: "/pricing",
  auth: "/auth",
  resetPassword: "/auth/reset-password",
  paymentSuccess: "/payment-success",
  paymentFailure: "/payment-failure",
  subscribe: "/subscribe",
  createAccount: "/subscribe/create-account",
  app: "/app",
  dashboard: "/app/dashboard",
  automations: "/app/automations",
  /** The sign-in page's default `next` (spec §2); it leads to the members' dashboard. */
  dashboardShortcut: "/dashboard",
} as const;

/** The marketing pages prerendered at build time; the server answers them, never the app's router. */
export const sitePagePaths = [
  paths.home,
  paths.features,
  paths.support,
  paths.privacy,
  paths.terms,
  paths.refund,
] as const;
export type SitePagePath = (typeof sitePagePaths)[number];

/** Addresses the server answers outside the app: the site's pages and the /pricing redirect. */
export const isServerPage = (pathname: string) =>
  pathname === paths.pricing || (sitePagePaths as readonly string[]).includes(pathname);

export const authPath = (next?: string) => (next ? `${paths.auth}?next=${encodeURIComponent(next)}` : paths.auth);

/** The subscription flow with a plan chosen in advance. */
export const subscribePath = (plan?: PlanId) => (plan ? `${paths.subscribe}?plan=${plan}` : paths.subscribe);
