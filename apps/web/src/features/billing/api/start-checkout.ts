import type { PlanId } from "@promptloom/contracts/plans";

import { api, unwrap } from "../../../lib/api-client.ts";
import { requireUrl } from "./require-url.ts";

/** The signed-in user's checkout (or, when already subscribed, their portal): the address to open. */
export const startCheckout = async (plan: PlanId): Promise<string> =>
  requireUrl(
    await unwrap(
      plan === "monthly"
        ? api.functions["create-monthly-checkout"].$post()
        : api.functions["create-yearly-checkout"].$post(),
    ),
  );
