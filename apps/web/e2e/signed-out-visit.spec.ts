import { expect, test } from "@playwright/test";

test("a signed-out visit reads the session without logging an error", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  for (const path of ["/", "/features"]) {
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/session");
    await page.goto(path);
    const response = await session;
    expect(response.status()).toBe(200);
    expect(await response.json()).toBeNull();
  }

  // The sign-in page reaches visitors without a session cookie prerendered signed out: it asks for none.
  const sessionReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/session") sessionReads.push(request.url());
  });
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill("nobody@example.com");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("nobody@example.com");
  expect(sessionReads).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
