import { randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { createAccount, setAccountState } from "./support/accounts.ts";
import { consentAtGoogleAs, type GoogleAccount } from "./support/google.ts";

const googleAccount = (): GoogleAccount => {
  const id = randomUUID().slice(0, 8);
  return { sub: `google-${id}`, email: `google-${id}@e2e.test`, name: "Robin Google" };
};

const continueWithGoogle = (page: Page) => page.getByRole("button", { name: "Continue with Google" }).click();

/** Signs in with Google once and out again, so the account exists for a later visit. */
const createGoogleAccount = async (page: Page, account: GoogleAccount) => {
  await consentAtGoogleAs(page, account);
  await page.goto("/auth?next=/features");
  await continueWithGoogle(page);
  // The features page itself, loaded from the server, not just the address the app moved to first.
  await expect(page.getByRole("heading", { name: "Everything you need to prompt with confidence" })).toBeVisible();
  await expect(page).toHaveURL(/\/features$/);
  await page.context().clearCookies();
};

test.describe("Google sign-in", () => {
  test("a new visitor gets an account without a plan and is offered one", async ({ page }) => {
    const account = googleAccount();
    await consentAtGoogleAs(page, account);
    await page.goto("/auth");
    await continueWithGoogle(page);

    // The default destination is the dashboard; without a plan the members area says why, and offers the plans.
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Subscription required to access this content." })).toBeVisible();
    await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscribe");
    const me = await page.request.get("/api/me");
    expect(await me.json()).toMatchObject({
      user: { email: account.email, name: account.name },
      profile: { fullName: account.name, isPaid: false, refunded: false, isAdmin: false },
    });
  });

  test("a member returns to the page the sign-in started from", async ({ page, request }) => {
    const account = googleAccount();
    await createGoogleAccount(page, account);
    await setAccountState(request, account.email, { isPaid: true });

    await page.goto("/auth?next=/app/library");
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/app\/library$/);
    await expect(page.getByRole("heading", { name: "Prompt Library", level: 1 })).toBeVisible();
  });

  test("a refunded account is signed out again with the product's message", async ({ page, request }) => {
    const account = googleAccount();
    await createGoogleAccount(page, account);
    await setAccountState(request, account.email, { isPaid: true, refunded: true });

    await page.goto("/auth?next=/features");
    await continueWithGoogle(page);
    await expect(page.getByText("Account Inactive", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Contact support for assistance.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?next=%2Ffeatures$/);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });

  test("an e-mail that has a password account is asked to sign in with the password", async ({ page, request }) => {
    const member = await createAccount(request, { isPaid: true });
    await consentAtGoogleAs(page, { ...googleAccount(), email: member.email });
    await page.goto("/auth");
    await continueWithGoogle(page);

    await expect(page).toHaveURL(/\/auth\?/);
    await expect(
      page.getByRole("alert").filter({ hasText: "An account with this email already exists. Please sign in instead." }),
    ).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });

  test("choosing a plan, then Google, goes on to the checkout", async ({ page }) => {
    const account = googleAccount();
    await consentAtGoogleAs(page, account);
    await page.goto("/subscribe?plan=monthly");
    await page.getByRole("dialog").getByRole("button", { name: "Continue with Monthly Plan" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Continue with Google" }).click();

    // Back from Google the checkout starts by itself: in a new tab, or here if the browser blocks it.
    const checkout = await Promise.race([
      page.waitForEvent("popup"),
      page.waitForURL(/\/demo\/checkout\//).then(() => page),
    ]);
    await expect(checkout).toHaveURL(/\/demo\/checkout\/cs_demo_/);
    await expect(checkout.getByRole("button", { name: "Pay $14.99" })).toBeVisible();
  });

  test("the button is hidden when the server offers no Google sign-in", async ({ page }) => {
    await page.route("**/api/config", (route) => route.fulfill({ json: { googleEnabled: false } }));
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Google/ })).toHaveCount(0);
  });
});
