import type { RedirectResponse } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";

import { apiRequest } from "../../../lib/api-client.ts";
import { requireUrl } from "./require-url.ts";

/** The signed-in user's checkout (or, when already subscribed, their portal): the address to open. */
export const startCheckout = async (plan: PlanId): Promise<string> =>
  requireUrl(await apiRequest<RedirectResponse>(`/api/functions/create-${plan}-checkout`, { body: {} }));
