import { randomInt, randomUUID } from "node:crypto";

import type { APIRequestContext, Page } from "@playwright/test";

import { appOrigin, controlUrl } from "./addresses.ts";

export const seeded = {
  admin: { email: "admin@e2e.test", password: "admin-password" },
  demo: { email: "demo@e2e.test", password: "demo-password" },
};

export type Account = { email: string; password: string; fullName: string };

export type AccountState = { isPaid?: boolean; refunded?: boolean; isAdmin?: boolean };

export const newAccount = (): Account => ({
  email: `member-${randomUUID().slice(0, 8)}@e2e.test`,
  password: "correct-horse",
  fullName: "Avery Example",
});

/**
 * Signs an account up through the product's API, then puts its profile into the given state.
 * Each comes from an address of its own (the e2e server trusts one proxy hop), as the suite makes
 * far more accounts than the per-address sign-up limit allows one visitor.
 */
export const createAccount = async (request: APIRequestContext, state: AccountState = {}): Promise<Account> => {
  const account = newAccount();
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email: account.email, password: account.password, name: account.fullName },
    headers: { Origin: appOrigin, "X-Forwarded-For": `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  await setAccountState(request, account.email, state);
  return account;
};

export const setAccountState = async (request: APIRequestContext, email: string, state: AccountState) => {
  if (Object.keys(state).length === 0) return;
  const response = await request.post(`${controlUrl}/profiles/${encodeURIComponent(email)}`, { data: state });
  if (!response.ok()) throw new Error(`could not set account state: ${response.status()}`);
};

export const sentMails = async (request: APIRequestContext, email: string) => {
  const response = await request.get(`${controlUrl}/mails/${encodeURIComponent(email)}`);
  return (await response.json()) as { to: string; subject: string; text: string }[];
};

/** Fills and submits the sign-in form already open on the page, like a person would. */
export const fillSignInForm = async (page: Page, account: { email: string; password: string }) => {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
};

/** Opens /auth and submits its form. */
export const submitSignInForm = async (page: Page, account: { email: string; password: string }, next?: string) => {
  await page.goto(next ? `/auth?next=${encodeURIComponent(next)}` : "/auth");
  await fillSignInForm(page, account);
};

/** Signs in through the /auth page and waits until the page moves on. */
export const signInThroughPage = async (page: Page, account: { email: string; password: string }, next?: string) => {
  await submitSignInForm(page, account, next);
  await page.waitForURL((url) => url.pathname !== "/auth");
};

/**
 * Signs a browser in through the product's API, as the sign-in form's request does, without
 * opening /auth or following its redirects. The `request` of a page or a browser context shares
 * the context's cookies, so the session lands in them. The page stays where it was: a test opens
 * the screen it checks with `page.goto`. `origin` is the app's address, for a server other than
 * the suite's own.
 */
export const signInWithApi = async (
  pageOrContext: { request: APIRequestContext },
  account: { email: string; password: string },
  origin = appOrigin,
) => {
  const response = await pageOrContext.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { Origin: origin },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
};
