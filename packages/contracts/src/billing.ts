import { z } from "zod";

import { emailSchema } from "./auth.ts";
import { planIds } from "./plans.ts";

/** The modal's and billing screens' texts (spec §8), used verbatim. */
export const billingMessages = {
  checkoutFailed: "Failed to start checkout process. Please try again.",
  portalFailed: "Failed to open subscription management. Please try again.",
  alreadyRegistered: "An account with this email already exists. Please sign in instead.",
  accountCreationFailed: "Account creation failed. Please try again.",
  checkoutAfterSignUpFailed:
    "Account created successfully, but checkout failed. Please try signing in and subscribing again.",
  signInFailed: "Sign in failed. Please try again.",
  generic: "Something went wrong. Please try again.",
  missingUrl: "No checkout URL returned",
  pastDue: "Your last payment did not go through. Update your payment method to keep your access.",
  noSubscription: "You have no subscription to manage yet.",
} as const;

/** Stripe's subscription statuses, which the demo provider uses too. */
export const subscriptionStatuses = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Which statuses grant access. `past_due` still does (with a warning) while the provider retries
 * the payment; once it gives up the subscription becomes `canceled` or `unpaid`.
 */
export const isPaidStatus = (status: SubscriptionStatus): boolean =>
  status === "active" || status === "trialing" || status === "past_due";

/** The statuses that grant access, for queries that select live subscriptions. */
export const paidStatuses: readonly SubscriptionStatus[] = subscriptionStatuses.filter(isPaidStatus);

export const paymentProviderNames = ["stripe", "demo"] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/** The spec's guest checkout payload: the e-mail to bill and the new account's id (or null). */
export const guestCheckoutSchema = z.object({
  email: emailSchema,
  userId: z.string().trim().min(1).max(64).nullable(),
});
export type GuestCheckoutInput = z.input<typeof guestCheckoutSchema>;

/** Checkout and customer portal responses carry the address to open. */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

export const subscriptionSchema = z.object({
  provider: z.enum(paymentProviderNames),
  plan: z.enum(planIds).nullable(),
  status: z.enum(subscriptionStatuses),
  /** ISO date: when the current period renews or, with cancelAtPeriodEnd, when access ends. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** check-subscription: the member's access and their current (or latest) subscription. */
export const subscriptionStateSchema = z.object({
  isPaid: z.boolean(),
  refunded: z.boolean(),
  subscription: subscriptionSchema.nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** The demo provider's checkout page. */
export const demoCheckoutSchema = z.object({
  id: z.string(),
  plan: z.enum(planIds),
  email: z.string(),
  status: z.enum(["open", "complete", "expired"]),
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

export const switchPlanSchema = z.object({ plan: z.enum(planIds) });
