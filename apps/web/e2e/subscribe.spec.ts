import { devices, expect, test, type Page } from "@playwright/test";

import { createAccount, newAccount, seeded, signInWithApi, type Account } from "./support/accounts.ts";
import { siteScriptRan } from "./support/page-scripts.ts";

const dialog = (page: Page) => page.getByRole("dialog");

/** Fills the modal's account step as a new visitor would. */
const fillSignUp = async (page: Page, account: Account) => {
  await dialog(page).getByLabel("Email").fill(account.email);
  await dialog(page).getByLabel("Email").blur();
  await dialog(page).getByLabel("Full name").fill(account.fullName);
  await dialog(page).getByLabel("Password", { exact: true }).fill(account.password);
};

/** Pays on the demo checkout page and follows the payment to the members area. */
const payAndEnter = async (checkout: Page, price: string) => {
  await expect(checkout).toHaveURL(/\/demo\/checkout\/cs_demo_/);
  await checkout.getByRole("button", { name: `Pay ${price}` }).click();
  await expect(checkout).toHaveURL(/\/payment-success\?session_id=cs_demo_/);
  await expect(checkout.getByRole("heading", { name: "Payment confirmed" })).toBeVisible();
  await expect(checkout).toHaveURL(/\/app\/dashboard$/);
  await expect(checkout.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
};

test.describe("subscribing", () => {
  test("the home page fetches the modal's code only when a subscribe link is clicked", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((file) => file.includes("open-subscription-modal"))).toEqual([]);

    await page.getByRole("link", { name: "Choose Monthly" }).click();
    await expect(dialog(page).getByRole("radio", { name: /Monthly/ })).toBeChecked();
    expect(scripts.some((file) => file.includes("open-subscription-modal"))).toBe(true);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
  });

  test("closing the modal gives focus back to the link that opened it", async ({ page }) => {
    await page.goto("/");
    // Before the page's script runs, Enter follows the link to the /subscribe page instead, whose
    // modal has no link to hand focus back to (seen when the suite loads the machine).
    await siteScriptRan(page);
    const link = page.getByRole("banner").getByRole("link", { name: "Get Instant Access" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByRole("heading", { name: "Choose your plan" })).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test("a new visitor subscribes from the home page and lands in the members area", async ({ page }) => {
    const account = newAccount();
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Instant Access" }).click();

    await expect(dialog(page).getByRole("heading", { name: "Choose your plan" })).toBeVisible();
    await expect(dialog(page).getByText("Everything included:")).toBeVisible();
    await expect(dialog(page).getByRole("radio", { name: /Yearly/ })).toBeChecked();
    await dialog(page).getByText("Monthly", { exact: true }).click();
    await dialog(page).getByText("Yearly", { exact: true }).click();
    await dialog(page).getByRole("button", { name: "Continue with Yearly Plan" }).click();

    await expect(dialog(page).getByRole("heading", { name: "Create your account" })).toBeVisible();
    const submit = dialog(page).getByRole("button", { name: "Create account and continue" });
    await dialog(page).getByLabel("Email").fill(account.email);
    await dialog(page).getByLabel("Email").blur();
    await expect(submit).toBeDisabled();
    await fillSignUp(page, account);
    await expect(submit).toBeEnabled();

    await submit.click();
    await payAndEnter(page, "$129");
    await page.goto("/app/account");
    await expect(page.getByText("Yearly, $129/year")).toBeVisible();
    await expect(page.getByText(/^Renews on /)).toBeVisible();
  });

  test("an existing account signs in inside the modal and checks out the plan it chose", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto("/");
    await page.locator("#pricing").getByRole("link", { name: "Choose Monthly" }).click();
    await dialog(page).getByRole("button", { name: "Continue with Monthly Plan" }).click();

    await dialog(page).getByLabel("Email").fill(account.email);
    await dialog(page).getByLabel("Email").blur();
    await expect(dialog(page).getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
    await expect(dialog(page).getByLabel("Full name")).toHaveCount(0);
    await expect(dialog(page).getByRole("button", { name: "Don't have an account? Sign up" })).toBeVisible();

    await dialog(page).getByLabel("Password", { exact: true }).fill("wrong-password");
    await dialog(page).getByRole("button", { name: "Sign in and continue" }).click();
    await expect(
      dialog(page).getByText("Invalid email or password. Please check your credentials and try again."),
    ).toBeVisible();

    await dialog(page).getByLabel("Password", { exact: true }).fill(account.password);
    await dialog(page).getByRole("button", { name: "Sign in and continue" }).click();
    await payAndEnter(page, "$14.99");
  });

  test("a signed-in account without a plan checks out straight from Upgrade Now", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInWithApi(page, account);
    await page.goto("/features");
    await page.getByRole("banner").getByRole("link", { name: "Upgrade Now" }).click();
    await dialog(page).getByRole("button", { name: "Subscribe to Yearly Plan" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await payAndEnter(page, "$129");
    await page.goto("/features");
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Upgrade Now" })).toHaveCount(0);
  });

  test("an e-mail that has an account cannot sign up again", async ({ page }) => {
    await page.goto("/subscribe/create-account?next=/app/dashboard");
    await expect(dialog(page).getByRole("heading", { name: "Create your account" })).toBeVisible();
    await dialog(page).getByLabel("Email").fill(seeded.demo.email);
    await dialog(page).getByLabel("Email").blur();
    await expect(dialog(page).getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await dialog(page).getByLabel("Full name").fill("Someone Else");
    await dialog(page).getByLabel("Password", { exact: true }).fill("another-password");
    await dialog(page).getByRole("button", { name: "Create account and continue" }).click();
    await expect(
      dialog(page).getByText("An account with this email already exists. Please sign in instead."),
    ).toBeVisible();
    await expect(dialog(page).getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
  });

  test("a too-short password is refused with the product's message", async ({ page }) => {
    await page.goto("/subscribe?plan=monthly");
    await dialog(page).getByRole("button", { name: "Continue with Monthly Plan" }).click();
    await fillSignUp(page, { ...newAccount(), password: "short" });
    await dialog(page).getByRole("button", { name: "Create account and continue" }).click();
    await expect(dialog(page).getByText("Password must be at least 6 characters long.")).toBeVisible();
    await dialog(page).getByRole("button", { name: "Back to plans" }).click();
    await expect(dialog(page).getByRole("radio", { name: /Monthly/ })).toBeChecked();
  });

  test("cancelling on the checkout page charges nothing and offers to try again", async ({ page }) => {
    await page.goto("/subscribe");
    await dialog(page).getByRole("button", { name: "Continue with Yearly Plan" }).click();
    await fillSignUp(page, newAccount());
    await dialog(page).getByRole("button", { name: "Create account and continue" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/payment-failure$/);
    await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "Subscribe to Yearly Plan" })).toBeVisible();
  });

  test("a paid member who opens the modal goes to the members area", async ({ page }) => {
    await signInWithApi(page, seeded.demo);
    await page.goto("/subscribe");
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test("a refunded account is turned away with the product's message", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true, refunded: true });
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Instant Access" }).click();
    await dialog(page).getByRole("button", { name: "Continue with Yearly Plan" }).click();
    await dialog(page).getByLabel("Email").fill(account.email);
    await dialog(page).getByLabel("Email").blur();
    await dialog(page).getByLabel("Password", { exact: true }).fill(account.password);
    await dialog(page).getByRole("button", { name: "Sign in and continue" }).click();
    await expect(dialog(page).getByText("Account Inactive - Contact support for assistance.")).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });
});

test.describe("subscribing on a phone", () => {
  test.use({
    viewport: { width: 375, height: 812 },
    userAgent: devices["iPhone 13"].userAgent,
    isMobile: true,
    hasTouch: true,
  });

  test("the checkout opens in the same window", async ({ page }) => {
    const account = newAccount();
    await page.goto("/");
    await siteScriptRan(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Get Instant Access" }).click();
    await dialog(page).getByRole("button", { name: "Continue with Yearly Plan" }).click();
    await fillSignUp(page, account);
    await dialog(page).getByRole("button", { name: "Create account and continue" }).click();
    await payAndEnter(page, "$129");
    expect(page.context().pages()).toHaveLength(1);
    // The checkout is over, so the flag that holds back the sign-in redirects is gone.
    expect(await page.evaluate(() => sessionStorage.getItem("checkoutInProgress"))).toBeNull();
  });
});

// The checkout and its way back stay in the tab that started them, at every width: no tab is left
// behind still offering to subscribe, and trying again opens no further tab.
for (const width of [1366, 390]) {
  test.describe(`the checkout at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("stays in one tab through a cancel, a retry and the payment", async ({ page }) => {
      await page.goto("/subscribe?plan=monthly");
      await dialog(page).getByRole("button", { name: "Continue with Monthly Plan" }).click();
      await fillSignUp(page, newAccount());
      await dialog(page).getByRole("button", { name: "Create account and continue" }).click();

      await expect(page).toHaveURL(/\/demo\/checkout\/cs_demo_/);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
      await page.getByRole("link", { name: "Try again" }).click();
      await dialog(page).getByText("Monthly", { exact: true }).click();
      await dialog(page).getByRole("button", { name: "Subscribe to Monthly Plan" }).click();

      await payAndEnter(page, "$14.99");
      expect(page.context().pages()).toEqual([page]);
    });
  });
}
