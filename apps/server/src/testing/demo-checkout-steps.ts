import { expectJson } from "./expect-json.ts";
import type { TestClient } from "./test-client.ts";

export const checkoutIdOf = (url: string) => /\/demo\/checkout\/([^/?]+)$/.exec(url)?.[1] ?? "";

/** Starts a checkout and pays it on the demo checkout page, as the visitor's browser would. */
export const subscribe = async (client: TestClient, plan: "monthly" | "yearly" = "monthly") => {
  const start = client.api.functions[plan === "monthly" ? "create-monthly-checkout" : "create-yearly-checkout"];
  const checkout = await expectJson(start.$post());
  const pay = client.api.billing.demo.checkouts[":id"].pay;
  return (await expectJson(pay.$post({ param: { id: checkoutIdOf(checkout.url) } }))).url;
};

export const stateOf = (client: TestClient) => expectJson(client.api.functions["check-subscription"].$post());
