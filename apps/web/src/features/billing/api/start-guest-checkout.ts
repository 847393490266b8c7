import type { GuestCheckoutInput } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";

import { api, unwrap } from "../../../lib/api-client.ts";
import { requireUrl } from "./require-url.ts";

/** The checkout right after sign-up: `{ email, userId }` as the spec sends it. */
export const startGuestCheckout = async (plan: PlanId, input: GuestCheckoutInput): Promise<string> =>
  requireUrl(
    await unwrap(
      plan === "monthly"
        ? api.functions["create-monthly-checkout-guest"].$post({ json: input })
        : api.functions["create-yearly-checkout-guest"].$post({ json: input }),
    ),
  );
