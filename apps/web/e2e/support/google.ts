import { randomInt } from "node:crypto";

import { expect, type Page } from "@playwright/test";

import { controlUrl } from "./addresses.ts";

export type GoogleAccount = { sub: string; email: string; name: string };

/**
 * Google's consent screen for this page: when the browser is sent to Google, it comes straight
 * back to the app's callback with a code for `account`, as if its owner had picked it and agreed.
 * The page also gets an address of its own, so Google sign-ins of other tests, all from this
 * machine, do not count towards its per-address limit.
 */
export const consentAtGoogleAs = async (page: Page, account: GoogleAccount) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${randomInt(1, 255)}` });
  await page.route("https://accounts.google.com/**", async (route) => {
    const response = await page.request.post(`${controlUrl}/google/consent`, {
      data: { url: route.request().url(), profile: account },
    });
    expect(response.ok()).toBe(true);
    const { location } = (await response.json()) as { location: string };
    await route.fulfill({ status: 302, headers: { location } });
  });
};
