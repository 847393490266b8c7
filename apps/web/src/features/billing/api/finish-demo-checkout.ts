import { api, unwrap } from "../../../lib/api-client.ts";
import { requireUrl } from "./require-url.ts";

/** Pay or cancel on the demo checkout page; answers with where to go next, as Stripe Checkout would. */
export const finishDemoCheckout = async (id: string, action: "pay" | "cancel"): Promise<string> => {
  const checkout = api.billing.demo.checkouts[":id"];
  const param = { id: encodeURIComponent(id) };
  return requireUrl(await unwrap(action === "pay" ? checkout.pay.$post({ param }) : checkout.cancel.$post({ param })));
};
