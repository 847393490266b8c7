import type { PaymentProviderName, SubscriptionStatus } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";

/** A subscription as the provider reports it now. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  plan: PlanId | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** A paid checkout: who paid and for which subscription. */
export type CompletedCheckout = {
  customerId: string;
  subscriptionId: string;
  email: string | null;
  name: string | null;
  /** Our user id when the checkout was started by (or for) an account. */
  userId: string | null;
};

/**
 * What a provider event asks us to look at. Events carry ids only: the facts are re-read from
 * the provider, so a forged, stale or out-of-order payload cannot set the wrong state.
 */
export type BillingEffect =
  | { kind: "checkout-completed"; checkoutId: string }
  | { kind: "subscription-changed"; subscriptionId: string }
  | { kind: "charge-refunded"; chargeId: string }
  | { kind: "dispute-opened"; disputeId: string }
  | { kind: "none" };

export type BillingEvent = { id: string; type: string; effect: BillingEffect };

export type CheckoutRequest = {
  plan: PlanId;
  /** The provider's customer to reuse, or null to let the checkout collect one for `email`. */
  customerId: string | null;
  email: string;
  userId: string | null;
  successUrl: string;
  cancelUrl: string;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  createCheckout(input: CheckoutRequest): Promise<{ url: string }>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The checkout's outcome, or null while it is not paid. */
  retrieveCheckout(checkoutId: string): Promise<CompletedCheckout | null>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Ends the subscription at once (refunds, disputes, deleted accounts); a no-op when it has ended. */
  cancelSubscriptionNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** The charge's customer and whether the whole amount was refunded. */
  retrieveCharge(chargeId: string): Promise<{ customerId: string | null; fullyRefunded: boolean }>;
  retrieveDisputeCustomer(disputeId: string): Promise<string | null>;
  /** Verifies a webhook's signature on its raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** Subscriptions that have ended for good and need no cancelling. */
export const hasEnded = (status: ProviderSubscription["status"]) =>
  status === "canceled" || status === "incomplete_expired";
