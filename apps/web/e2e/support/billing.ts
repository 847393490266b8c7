import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { appOrigin, controlUrl } from "./addresses.ts";

/** Moves the demo payment provider's clock forward, renewing or ending subscriptions whose period passed. */
export const advanceDemoClock = async (request: APIRequestContext, days: number) => {
  const response = await request.post(`${controlUrl}/billing/demo/advance`, { data: { days } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { settled: number }).settled;
};

/** Subscribes the signed-in page's account through the demo checkout, as its API would. */
export const subscribeWithApi = async (page: Page, plan: "monthly" | "yearly") => {
  const headers = { Origin: appOrigin };
  const checkout = await page.request.post(`/api/functions/create-${plan}-checkout`, { headers, data: {} });
  const { url } = (await checkout.json()) as { url: string };
  const id = url.split("/").at(-1) ?? "";
  expect((await page.request.post(`/api/billing/demo/checkouts/${id}/pay`, { headers, data: {} })).ok()).toBe(true);
};
