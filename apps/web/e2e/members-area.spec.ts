import { expect, test, type Page } from "@playwright/test";

import { createAccount, seeded, signInThroughPage, signInWithApi } from "./support/accounts.ts";

const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');

test.describe("members-area guard", () => {
  test("an unpaid account is told a subscription is required and offered the plans", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughPage(page, account, "/app/library");
    await expect(page.getByRole("heading", { name: "Subscription required to access this content." })).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(/\/app\/library$/);
    await page.getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });

  test("a refunded account is told so and sent to the refund page", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true, refunded: true });
    // The sign-in page itself turns refunded accounts away; a session that already exists meets the guard.
    await signInWithApi(page, account);
    await page.goto("/app/dashboard");
    await expect(page.getByText("Your account has been refunded.")).toBeVisible();
    await expect(page).toHaveURL(/\/refund\?account=refunded$/);
  });

  test("a paid member gets in without the Admin Panel", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    // Through the sign-in page: where a paid account lands after signing in is part of what is checked.
    await signInThroughPage(page, account);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Admin Panel")).toHaveCount(0);
    await page.goto("/app/admin/users");
    await expect(page.getByRole("heading", { name: "Admin access required" })).toBeVisible();
  });

  test("an admin sees the Admin Panel with its badge and its screens", async ({ page }) => {
    await signInWithApi(page, seeded.admin);
    await page.goto("/app/dashboard");
    const admin = page.getByRole("button", { name: /Admin Panel/ });
    await expect(admin).toBeVisible();
    await expect(admin.getByText("Admin", { exact: true })).toBeVisible();
    await admin.click();
    await page.getByRole("link", { name: "Colors" }).click();
    await expect(page.getByRole("heading", { name: "Colors", level: 1 })).toBeVisible();
    // The support inbox and the resources' editor are in the group too, not only behind other screens.
    await page.getByRole("link", { name: "Support tickets" }).click();
    await expect(page.getByRole("heading", { name: "Support tickets", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Resources admin" }).click();
    await expect(page.getByRole("heading", { name: "Resources admin", level: 1 })).toBeVisible();
  });

  test("says it is checking the subscription while the session loads", async ({ page }) => {
    await signInWithApi(page, seeded.demo);
    await page.route("**/api/session", async (route) => {
      await new Promise((resume) => setTimeout(resume, 1500));
      await route.continue();
    });
    await page.goto("/app/dashboard");
    await expect(page.getByRole("status")).toHaveText("Checking your subscription...");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("/app shows the dashboard, with its link active", async ({ page }) => {
    await signInWithApi(page, seeded.demo);
    await page.goto("/app");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("sidebar", () => {
  test("lists the groups and links of the specification", async ({ page }) => {
    await signInWithApi(page, seeded.demo);
    await page.goto("/app/dashboard");
    const nav = page.getByRole("navigation", { name: "Sidebar" });
    for (const label of [
      "Dashboard",
      "Prompt Library",
      "AI Coach",
      "AI Genie",
      "Automations",
      "Voice Prompts",
      "My Prompts",
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    for (const label of ["Prompt Studio", "Photo Studio", "Image Prompts"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await nav.getByRole("button", { name: "Community" }).click();
    await expect(nav.getByRole("link", { name: "Discord" })).toHaveAttribute("href", "/app/community");
    await expect(nav.getByRole("link", { name: "Community Prompts" })).toBeVisible();
    await nav.getByRole("button", { name: "Image Tools" }).click();
    await expect(nav.getByRole("link", { name: "Photo Studio" })).toHaveCount(0);
  });

  test("Ctrl+B collapses it and the state survives a reload", async ({ page }) => {
    await signInWithApi(page, seeded.demo);
    await page.goto("/app/dashboard");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    await expect(sidebar(page)).toHaveCSS("width", "48px");
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    await expect(sidebar(page)).toHaveCSS("width", "256px");
  });

  test("collapsed to icons, every link stays reachable and nothing hidden takes focus", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "sidebar_state", value: "false", url: baseURL ?? "" }]);
    await signInWithApi(page, seeded.admin);
    await page.goto("/app/dashboard");
    const nav = page.getByRole("navigation", { name: "Sidebar" });
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    for (const path of ["community-prompts", "community", "resources", "admin", "admin/colors", "account"]) {
      await expect(nav.locator(`a[href="/app/${path}"]`)).toBeVisible();
    }
    await expect(nav.getByRole("button", { name: "Community" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: /Admin Panel/ })).toHaveCount(0);
    await nav.locator('a[href="/app/community"]').hover();
    await expect(page.getByRole("tooltip")).toHaveText("Discord");
  });

  test("a skip link leads past the sidebar to the screen", async ({ page }) => {
    await signInWithApi(page, seeded.demo);
    await page.goto("/app/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").getByRole("button", { name: "New voice prompt" })).toBeFocused();
  });

  test("Sign Out in the sidebar signs out and goes home", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    await signInWithApi(page, account);
    await page.goto("/app/dashboard");
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });

  test("under 768 px it is a drawer opened from the header", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithApi(page, seeded.demo);
    await page.goto("/app/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    await toggle.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS("width", "288px");
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await drawer.getByRole("link", { name: "Prompt Library" }).click();
    await expect(page).toHaveURL(/\/app\/library$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });

  test("the microphone button explains itself and opens the voice capture dialog", async ({ page }) => {
    await signInWithApi(page, seeded.demo);
    await page.goto("/app/dashboard");
    const mic = page.getByRole("button", { name: "Speak a task" });
    await mic.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Speak a task");
    await mic.click();
    const dialog = page.getByRole("dialog", { name: "Speak a task" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(mic).toBeFocused();
  });
});

test("a screen that fails to load shows the error screen with its two ways out", async ({ page }) => {
  await signInWithApi(page, seeded.demo);
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await page.route("**/assets/ai-coach-*.js", (route) => route.abort());
  await page.getByRole("link", { name: "AI Coach" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  await page.unroute("**/assets/ai-coach-*.js");
  await page.getByRole("button", { name: "Refresh Page" }).click();
  await expect(page.getByRole("heading", { name: "AI Coach", level: 1 })).toBeVisible();
});
