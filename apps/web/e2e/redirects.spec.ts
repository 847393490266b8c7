import { createHash } from "node:crypto";

import { expect, test } from "@playwright/test";

test("/pricing goes to the pricing section of the home page", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page).toHaveURL(/\/#pricing$/);
});

test("unknown paths go to the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/$/);
});

test("the members area sends anonymous visitors to sign in, replacing history", async ({ page }) => {
  await page.goto("/features");
  await page.goto("/app/library");
  await expect(page).toHaveURL(/\/auth\?next=%2Fapp%2Flibrary$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/features$/);
});

test("public pages are served prerendered with security headers", async ({ request }) => {
  const response = await request.get("/features");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("'unsafe-inline' 'self'; script");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const html = await response.text();
  expect(html).toContain("<h1");
  // Inline scripts run only when the policy names their exact text by its hash.
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, source] of inlineScripts) {
    const hash = createHash("sha256")
      .update(source ?? "")
      .digest("base64");
    expect(headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
  }
});

test("an app that cannot start shows the startup fallback, and Retry reloads", async ({ page }) => {
  // Every module of the page fails to download; the watchdog is a plain script beside them.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/auth");
  await expect(
    page.getByText("We're having trouble loading the app. This might be due to privacy settings or network issues."),
  ).toBeVisible({ timeout: 15_000 });
  await page.unroute("**/assets/*.js");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
});
