import type { RedirectResponse, SubscriptionState } from "@promptloom/contracts/billing";
import { expect } from "vitest";

import type { TestClient } from "./test-client.ts";

export const checkoutIdOf = (url: string) => /\/demo\/checkout\/([^/?]+)$/.exec(url)?.[1] ?? "";

/** Starts a checkout and pays it on the demo checkout page, as the visitor's browser would. */
export const subscribe = async (client: TestClient, plan: "monthly" | "yearly" = "monthly") => {
  const checkout = await client.post<RedirectResponse>(`/api/functions/create-${plan}-checkout`);
  expect(checkout.status).toBe(200);
  const paid = await client.post<RedirectResponse>(
    `/api/billing/demo/checkouts/${checkoutIdOf(checkout.body.url)}/pay`,
  );
  expect(paid.status).toBe(200);
  return paid.body.url;
};

export const stateOf = async (client: TestClient) =>
  (await client.post<SubscriptionState>("/api/functions/check-subscription")).body;
