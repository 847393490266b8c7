import { expect, test } from "@playwright/test";

import { createAccount, signInWithApi } from "./support/accounts.ts";
import { advanceDemoClock, subscribeWithApi } from "./support/billing.ts";

test.describe("account screen", () => {
  test("cancelling in the portal keeps access to the end of the period, then ends it", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInWithApi(page, account);
    await subscribeWithApi(page, "monthly");

    await page.goto("/app/account");
    await expect(page.getByText("Monthly, $14.99/month")).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Renews on /)).toBeVisible();

    const portalTab = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Manage subscription" }).click();
    const portal = await portalTab;
    await expect(portal).toHaveURL(/\/demo\/portal$/);
    await portal.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(portal.getByRole("button", { name: "Resume subscription" })).toBeVisible();
    await expect(portal.getByText(/^Ends on /)).toBeVisible();

    await page.reload();
    await expect(page.getByText("Cancelled, access until period end")).toBeVisible();
    await expect(page.getByText(/^Ends on /)).toBeVisible();

    // A week on, the member still has access; past the period's end, it is gone.
    await advanceDemoClock(request, 7);
    await page.goto("/app/library");
    await expect(page.getByRole("heading", { name: "Prompt Library" })).toBeVisible();
    // The open page moves on its own the moment the period ends, as it would for a refund.
    expect(await advanceDemoClock(request, 40)).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("heading", { name: "Your access has ended" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscribe again" })).toHaveAttribute(
      "href",
      "/subscribe?plan=monthly",
    );
    // A later visit explains the same instead of leaving for the home page.
    await page.goto("/app");
    await expect(page.getByRole("heading", { name: "Your access has ended" })).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole("link", { name: "Subscribe again" })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
  });

  test("renames the member and changes the password", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    await signInWithApi(page, account);
    await page.goto("/app/account");
    await expect(
      page.getByText("Your access was granted by Promptloom; there is no subscription to manage."),
    ).toBeVisible();

    await page.getByLabel("Full name").fill("Robin Renamed");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();

    await page.getByLabel("Current password", { exact: true }).fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
    await page.getByLabel("Confirm new password", { exact: true }).fill("a-different-one");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Confirm new password", { exact: true }).fill("a-brand-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your current password is not correct.")).toBeVisible();

    await page.getByLabel("Current password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();

    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email: account.email, password: "a-brand-new-password" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(signIn.ok()).toBe(true);
  });

  test("deleting the account cancels the subscription and removes the account", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInWithApi(page, account);
    await subscribeWithApi(page, "yearly");
    await page.goto("/app/account");

    const confirm = page.getByLabel(`Type ${account.email} to confirm`);
    await confirm.fill("someone@else.test");
    await expect(page.getByRole("button", { name: "Delete my account" })).toBeDisabled();
    await confirm.fill(account.email);
    await page.getByLabel("Your password").fill(account.password);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    expect((await page.request.get("/api/me")).status()).toBe(401);
    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email: account.email, password: account.password },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(401);
  });
});
