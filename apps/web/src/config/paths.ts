import type { PlanId } from "@promptloom/contracts/plans";

/** Every route the app links to, in one place. */
export const paths = {
  home: "/",
  features: "/features",
  support: "/support",
  privacy: "/privacy",
  terms: "/terms",
  refund: "/refund",
  pricing: "/pricing",
  auth: "/auth",
  resetPassword: "/auth/reset-password",
  paymentSuccess: "/payment-success",
  paymentFailure: "/payment-failure",
  subscribe: "/subscribe",
  createAccount: "/subscribe/create-account",
  app: "/app",
  dashboard: "/app/dashboard",
} as const;

export const authPath = (next?: string) => (next ? `${paths.auth}?next=${encodeURIComponent(next)}` : paths.auth);

/** The subscription flow with a plan chosen in advance. */
export const subscribePath = (plan?: PlanId) => (plan ? `${paths.subscribe}?plan=${plan}` : paths.subscribe);
