import { expect, test } from "@playwright/test";

test("a signed-out visit reads the session without logging an error", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  for (const path of ["/", "/features", "/auth"]) {
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/session");
    await page.goto(path);
    const response = await session;
    expect(response.status()).toBe(200);
    expect(await response.json()).toBeNull();
  }
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
