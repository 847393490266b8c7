import { expect, test, type Page } from "@playwright/test";

import {
  createAccount,
  newAccount,
  seeded,
  sentMails,
  signInThroughPage,
  submitSignInForm,
} from "./support/accounts.ts";
import { authScriptRan } from "./support/page-scripts.ts";

/** A toast with exactly this title and description. */
const toast = (page: Page, title: string, description: string) =>
  page
    .getByRole("region", { name: "Notifications F8" })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) });

/**
 * Opens the reset form from /auth. Once in a full run, a click on "Forgot password?" in the first
 * moment after the page's script enabled it did not switch the card (the cause is not found), so
 * the click is repeated until the reset form shows; a form that never shows still fails the test.
 */
const openPasswordReset = (page: Page) =>
  expect(async () => {
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });

test.describe("sign-in page", () => {
  test("shows each validation message", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(toast(page, "Validation Error", "Please check your input and try again.")).toBeVisible();

    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("x".repeat(129));
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("password must be less than 128 characters")).toBeVisible();

    await page.getByLabel("Email").fill(`${"a".repeat(250)}@x.io`);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("signs a paid member in and goes to next", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    await signInThroughPage(page, account, "/app/library");
    await expect(page).toHaveURL(/\/app\/library$/);
  });

  test("an account without a plan goes back to the site page named in next", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughPage(page, account, "/support");
    await page.waitForURL((url) => url.pathname === "/support");
    await expect(page.getByRole("heading", { name: "How can we help?", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Upgrade Now" })).toBeVisible();
  });

  test("rejects a wrong password with the product's message", async ({ page, request }) => {
    const account = await createAccount(request);
    await submitSignInForm(page, { email: account.email, password: "wrong-password" });
    await expect(
      page.getByText("Invalid email or password. Please check your credentials and try again."),
    ).toBeVisible();
  });

  test("locks the e-mail out after five attempts in five minutes", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto("/auth");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page.getByText("Invalid email or password.", { exact: false })).toBeVisible();
    }
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Too many failed login attempts. Please wait before trying again.")).toBeVisible();
  });

  test("sends a signed-in visitor straight to next", async ({ page }) => {
    await signInThroughPage(page, seeded.demo);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto("/auth?next=/app/genie");
    await expect(page).toHaveURL(/\/app\/genie$/);
  });

  test("reports a failure the server does not explain as a toast", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.route("**/api/auth/sign-in/email", (route) => route.fulfill({ status: 500, body: "" }));
    await submitSignInForm(page, account);
    await expect(toast(page, "Error", "Failed to sign in. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("without next, goes to /dashboard, which is the members' dashboard", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/subscribe/create-account?next=%2Fdashboard",
    );
    await signInThroughPage(page, seeded.demo);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test("links to sign-up carrying next", async ({ page }) => {
    await page.goto("/auth?next=/app/library");
    // The prerendered link carries the default; the page's script, which starts after the first
    // paint, puts this page's `next` in it.
    const signUp = page.getByRole("link", { name: "Sign up" });
    await expect(signUp).toHaveAttribute("href", "/subscribe/create-account?next=%2Fapp%2Flibrary");
    await signUp.click();
    await expect(page).toHaveURL(/\/subscribe\/create-account\?next=%2Fapp%2Flibrary$/);
  });

  test("signs a refunded account out again with the product's message", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true, refunded: true });
    await submitSignInForm(page, account);
    // The toast (title and description), announced in the notifications region.
    await expect(page.getByText("Account Inactive", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Contact support for assistance.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });
});

test.describe("sign-in page at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens and closes the header's menu, and the card still signs in", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    await page.goto("/auth");
    await authScriptRan(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Get Instant Access" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await signInThroughPage(page, account, "/app/library");
    await expect(page).toHaveURL(/\/app\/library$/u);
  });
});

test.describe("password reset", () => {
  test("e-mails a link that sets a new password and lands on the dashboard", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    await page.goto("/auth");
    await openPasswordReset(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByText("If an account with this email exists, you will receive a password reset link."),
    ).toBeVisible();

    await expect.poll(async () => (await sentMails(request, account.email)).length).toBe(1);
    const [mail] = await sentMails(request, account.email);
    const link = /https?:\/\/\S+\/auth\/reset-password\S+/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeTruthy();

    await page.goto(link ?? "");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
    await page.getByLabel("Confirm new password").fill("a-brand-new-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});

test.describe("password reset errors", () => {
  const requestReset = async (page: Page, email: string) => {
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
  };

  test("says to wait after too many requests", async ({ page }) => {
    const email = newAccount().email;
    await page.goto("/auth");
    await openPasswordReset(page);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await requestReset(page, email);
      await expect(page.getByText("If an account with this email exists", { exact: false })).toBeVisible();
    }
    await requestReset(page, email);
    await expect(
      page.getByText("Too many password reset attempts. Please wait a few minutes before trying again."),
    ).toBeVisible();
  });

  test("says the e-mail could not be sent when the server fails", async ({ page }) => {
    await page.route("**/api/auth/request-password-reset", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"SMTP down"}' }),
    );
    await page.goto("/auth");
    await openPasswordReset(page);
    await requestReset(page, newAccount().email);
    await expect(page.getByText("Failed to send password reset email. Please try again.")).toBeVisible();
  });
});

test.describe("sign-out", () => {
  test("signs out from the header and goes home", async ({ page }) => {
    await signInThroughPage(page, seeded.demo);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto("/features");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    const me = await page.request.get("/api/me");
    expect(me.status()).toBe(401);
  });

  test("a sign-out the server fails keeps the visitor signed in and says so", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    await signInThroughPage(page, account);
    await page.goto("/features");
    await page.route("**/api/auth/sign-out", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("alert")).toHaveText("Failed to sign out");
    await expect(page).toHaveURL(/\/features$/);
    expect((await page.request.get("/api/me")).status()).toBe(200);

    await page.goto("/app/account");
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "Error", "Failed to sign out")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/account$/);
  });

  test("a server with no session left (401, 403, 404) counts as signed out", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    for (const status of [401, 403, 404]) {
      await signInThroughPage(page, account);
      await page.route("**/api/auth/sign-out", (route) => route.fulfill({ status, body: "" }));
      await page.getByRole("navigation", { name: "Sidebar" }).getByRole("button", { name: "Sign Out" }).click();
      await expect(page).toHaveURL(/localhost:\d+\/$/);
      await page.unroute("**/api/auth/sign-out");
      await page.context().clearCookies();
    }
  });
});
