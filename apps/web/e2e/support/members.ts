import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { createAccount, signInWithApi, type Account } from "./accounts.ts";
import { appOrigin } from "./addresses.ts";

/**
 * A new paid member, signed into `page`'s browser context through the API. The page does not
 * move: open the screen to test with `page.goto`.
 */
export const signInNewMember = async (page: Page, request: APIRequestContext): Promise<Account> => {
  const account = await createAccount(request, { isPaid: true });
  await signInWithApi(page, account);
  return account;
};

/**
 * The same member signed in somewhere else (another device): an API client with its own session.
 * Dispose of it at the end of the test.
 */
export const signInElsewhere = async (account: Account): Promise<APIRequestContext> => {
  const device = await playwrightRequest.newContext({ baseURL: appOrigin, extraHTTPHeaders: { Origin: appOrigin } });
  const response = await device.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return device;
};
