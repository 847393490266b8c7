import type { RedirectResponse } from "@promptloom/contracts/billing";

import { apiRequest } from "../../../lib/api-client.ts";
import { requireUrl } from "./require-url.ts";

/** Pay or cancel on the demo checkout page; answers with where to go next, as Stripe Checkout would. */
export const finishDemoCheckout = async (id: string, action: "pay" | "cancel"): Promise<string> =>
  requireUrl(
    await apiRequest<RedirectResponse>(`/api/billing/demo/checkouts/${encodeURIComponent(id)}/${action}`, {
      body: {},
    }),
  );
