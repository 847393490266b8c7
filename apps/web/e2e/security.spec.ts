import { expect, test } from "@playwright/test";

import { createAccount, fillSignInForm, signInThroughPage, submitSignInForm } from "./support/accounts.ts";

const port = process.env.E2E_PORT ?? 3100;

test.describe("opening the app at another address", () => {
  test("signs in at http://127.0.0.1, not only at the configured localhost address", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    await page.goto(`http://127.0.0.1:${port}/auth`);
    await fillSignInForm(page, account);
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/app/dashboard`);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("says on the page when the server refuses the address, and names PUBLIC_URL", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    // As a browser that opened the app at a LAN address sends it: an Origin the server does not know.
    await page.route("**/api/auth/sign-in/email", async (route) => {
      const headers: Record<string, string> = { ...route.request().headers(), origin: "http://192.168.1.20:3000" };
      delete headers["sec-fetch-site"];
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    await submitSignInForm(page, account);
    await expect(page.getByRole("alert").filter({ hasText: "http://192.168.1.20:3000" })).toContainText(
      "set PUBLIC_URL to the address you open it at",
    );
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe("sign-in destinations", () => {
  for (const next of ["/%5Cevil.example/x", "/%09/evil.example", "%2F%2Fevil.example", "javascript:alert(1)"]) {
    test(`a signed-in member opening /auth?next=${next} stays on the site`, async ({ page, request }) => {
      const account = await createAccount(request, { isPaid: true });
      await signInThroughPage(page, account);
      await page.goto(`/auth?next=${next}`);
      await expect(page).toHaveURL(/localhost:\d+\/app\/dashboard$/);
    });
  }
});
