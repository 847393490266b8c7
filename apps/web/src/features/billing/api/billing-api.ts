import type {
  DemoCheckout,
  GuestCheckoutInput,
  RedirectResponse,
  SubscriptionState,
} from "@promptloom/contracts/billing";
import { billingMessages } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";

import { apiRequest } from "../../../lib/api-client.ts";

/** A checkout or portal answer without an address is a failure like any other. */
const requireUrl = (response: RedirectResponse): string => {
  if (!response.url) throw new Error(billingMessages.missingUrl);
  return response.url;
};

export const billingApi = {
  /** The signed-in user's checkout (or, when already subscribed, their portal). */
  startCheckout: async (plan: PlanId) =>
    requireUrl(await apiRequest<RedirectResponse>(`/api/functions/create-${plan}-checkout`, { body: {} })),

  /** The checkout right after sign-up: `{ email, userId }` as the spec sends it. */
  startGuestCheckout: async (plan: PlanId, input: GuestCheckoutInput) =>
    requireUrl(await apiRequest<RedirectResponse>(`/api/functions/create-${plan}-checkout-guest`, { body: input })),

  openPortal: async () =>
    requireUrl(await apiRequest<RedirectResponse>("/api/functions/customer-portal", { body: {} })),

  checkSubscription: () => apiRequest<SubscriptionState>("/api/functions/check-subscription", { body: {} }),

  demoCheckout: (id: string) => apiRequest<DemoCheckout>(`/api/billing/demo/checkouts/${encodeURIComponent(id)}`),
  /** Pay or cancel on the demo checkout page; answers with where to go next. */
  finishDemoCheckout: async (id: string, action: "pay" | "cancel") =>
    requireUrl(
      await apiRequest<RedirectResponse>(`/api/billing/demo/checkouts/${encodeURIComponent(id)}/${action}`, {
        body: {},
      }),
    ),
  changeDemoSubscription: (action: "cancel" | "resume" | { switchTo: PlanId }) =>
    typeof action === "string"
      ? apiRequest<SubscriptionState>(`/api/billing/demo/portal/${action}`, { body: {} })
      : apiRequest<SubscriptionState>("/api/billing/demo/portal/switch", { body: { plan: action.switchTo } }),

  /** A failed lookup counts as "no account" (spec §4), so the visitor can still sign up. */
  userExists: async (email: string): Promise<boolean> => {
    try {
      const { exists } = await apiRequest<{ exists: boolean }>("/api/functions/check-user-exists", {
        body: { email: email.trim().toLowerCase() },
      });
      return exists;
    } catch {
      return false;
    }
  },
};
