import type { GuestCheckoutInput, RedirectResponse } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";

import { apiRequest } from "../../../lib/api-client.ts";
import { requireUrl } from "./require-url.ts";

/** The checkout right after sign-up: `{ email, userId }` as the spec sends it. */
export const startGuestCheckout = async (plan: PlanId, input: GuestCheckoutInput): Promise<string> =>
  requireUrl(await apiRequest<RedirectResponse>(`/api/functions/create-${plan}-checkout-guest`, { body: input }));
