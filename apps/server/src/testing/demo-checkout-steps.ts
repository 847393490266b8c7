import { expectJson } from "./expect-json.ts";
import type { TestClient } from "./test-client.ts";

export const checkoutIdOf = (url: string) => /\/demo\/checkout\/([^/?]+)$/.exec(url)?.[1] ?? "";

/** Starts a checkout and pays it on the demo checkout page, as the visitor's browser would. */
/** The signed-in member's checkout for `plan`: where to pay. */
export const startCheckout = (client: TestClient, plan: "monthly" | "yearly" = "monthly") =>
  expectJson(client.api.functions[plan === "monthly" ? "create-monthly-checkout" : "create-yearly-checkout"].$post());

/** The demo checkout page's calls for the checkout at `url` (its page, pay, cancel). */
export const demoCheckoutAt = (client: TestClient, url: string) => {
  const checkout = client.api.billing.demo.checkouts[":id"];
  const param = { id: checkoutIdOf(url) };
  return {
    read: () => checkout.$get({ param }),
    pay: () => checkout.pay.$post({ param }),
    cancel: () => checkout.cancel.$post({ param }),
  };
};

export const subscribe = async (client: TestClient, plan: "monthly" | "yearly" = "monthly") => {
  const checkout = await startCheckout(client, plan);
  return (await expectJson(demoCheckoutAt(client, checkout.url).pay())).url;
};

export const stateOf = (client: TestClient) => expectJson(client.api.functions["check-subscription"].$post());
