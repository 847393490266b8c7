import { test as base, expect, type Locator, type Page } from "@playwright/test";

import { seeded, signInThroughPage } from "./support/accounts.ts";

const phone = { width: 390, height: 844 };

/**
 * Signed in as the seeded admin once per worker, through the sign-in page at phone width (it goes
 * to `next`); every test opens its page with that session.
 */
const test = base.extend<object, { adminState: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ viewport: phone, baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInThroughPage(page, seeded.admin, "/app/admin");
      await expect(page.getByRole("heading", { name: "Admin Overview", level: 1 })).toBeVisible();
      const path = workerInfo.project.outputDir + `/admin-phone-${workerInfo.workerIndex}.json`;
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: "worker" },
  ],
  storageState: ({ adminState }, use) => use(adminState),
  viewport: phone,
});

type AdminScreen = {
  path: string;
  title: string;
  /** The screen's main action, which must be on screen and in reach. */
  action: (page: Page) => Locator;
  /** Uses the action and checks what it opens. */
  use?: (page: Page, action: Locator) => Promise<void>;
};

/** The page is no wider than the screen: nothing scrolls sideways. */
const expectNoSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

/** Visible, enabled and whole within the screen's width once scrolled to. */
const expectInReach = async (page: Page, action: Locator) => {
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeVisible();
  await expect(action).toBeEnabled();
  const box = await action.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
};

const opens = (heading: string) => async (page: Page, action: Locator) => {
  await action.click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
};

const screens: AdminScreen[] = [
  {
    path: "/app/admin",
    title: "Admin Overview",
    action: (page) => page.getByRole("searchbox", { name: "Search the audit log" }),
    use: async (page, action) => {
      await action.fill("nobody-at-all");
      await action.press("Enter");
      await expect(page.getByText("No changes match.")).toBeVisible();
    },
  },
  {
    path: "/app/admin/analytics",
    title: "Analytics",
    action: (page) => page.getByLabel("Period", { exact: true }),
    use: async (page, action) => {
      await action.selectOption({ index: 0 });
      await expect(page.getByRole("link", { name: "Download Sign-ups as CSV" })).toBeVisible();
    },
  },
  {
    path: "/app/admin/users",
    title: "Users",
    action: (page) => page.getByRole("searchbox", { name: "Search members" }),
    use: async (page, action) => {
      await action.fill(seeded.demo.email);
      await action.press("Enter");
      await page
        .getByRole("list", { name: "Members" })
        .getByRole("button", { name: /demo@e2e\.test/ })
        .click();
      await expectInReach(page, page.getByRole("button", { name: "Change access" }));
    },
  },
  {
    path: "/app/admin/prompts",
    title: "Prompts",
    action: (page) => page.getByRole("button", { name: "New prompt" }),
    use: opens("New text prompt"),
  },
  {
    path: "/app/admin/image-prompts",
    title: "Image Prompts",
    action: (page) => page.getByRole("button", { name: "New prompt" }),
    use: opens("New image prompt"),
  },
  {
    path: "/app/admin/community-prompts",
    title: "Community Prompts",
    action: (page) => page.getByRole("tab", { name: "Reported" }),
    use: async (_page, action) => {
      await action.click();
      await expect(action).toHaveAttribute("aria-selected", "true");
    },
  },
  {
    path: "/app/admin/features-hero",
    title: "Features Hero",
    action: (page) => page.getByRole("button", { name: "Save home page" }),
  },
  {
    path: "/app/admin/colors",
    title: "Colors",
    action: (page) => page.getByRole("button", { name: "Export JSON" }),
  },
  {
    path: "/app/admin/support",
    title: "Support tickets",
    action: (page) => page.getByRole("searchbox", { name: "Search tickets" }),
  },
  {
    path: "/app/admin/ai-coach",
    title: "AI Coach",
    action: (page) => page.getByRole("button", { name: "Save coach settings" }),
  },
  {
    path: "/app/admin/discord",
    title: "Discord",
    action: (page) => page.getByRole("button", { name: "Save", exact: true }),
  },
  {
    path: "/app/admin/resources",
    title: "Resources admin",
    action: (page) => page.getByRole("button", { name: "New resource" }),
    use: opens("New resource"),
  },
  {
    path: "/app/admin/automations",
    title: "Automations",
    action: (page) => page.getByRole("button", { name: "New template" }),
    use: opens("New template"),
  },
  {
    path: "/app/admin/prompt-studio",
    title: "Prompt Studio",
    action: (page) => page.getByRole("button", { name: "Add option" }).first(),
    use: async (page, action) => {
      await action.click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  {
    path: "/app/admin/photo-studio",
    title: "Photo Studio",
    action: (page) => page.getByRole("button", { name: "Save settings" }),
  },
];

test.describe("admin screens on a phone (390 × 844)", () => {
  for (const screen of screens) {
    test(`${screen.title} (${screen.path}) fits, keeps the admin menu and its main action in reach`, async ({
      page,
    }) => {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { name: screen.title, level: 1 })).toBeVisible();
      const action = screen.action(page);
      await expectInReach(page, action);
      await expectNoSidewaysScroll(page);

      // The admin menu is a drawer behind the header's button on a phone.
      const toggle = page.getByRole("button", { name: "Toggle sidebar" });
      await expect(toggle).toBeInViewport();
      await toggle.click();
      const drawer = page.getByRole("dialog");
      const colors = drawer.getByRole("link", { name: "Colors", exact: true });
      await colors.scrollIntoViewIfNeeded();
      await expect(colors).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Overview", exact: true })).toBeAttached();
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);

      if (screen.use) {
        await screen.use(page, action);
        await expectNoSidewaysScroll(page);
      }
    });
  }

  test("the admin menu takes an admin from one screen to another", async ({ page }) => {
    await page.goto("/app/admin");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Users", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/admin\/users$/);
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("primary buttons carry near-black text on the primary colour, as WCAG AA asks", async ({ page }) => {
    await page.goto("/app/admin/colors");
    const preview = page.getByRole("region", { name: "Preview" });
    // primary-foreground 240 10% 4% on primary 258 90% 66%: 4.6:1.
    await expect(preview.getByRole("button", { name: "Primary", exact: true })).toHaveCSS("color", "rgb(9, 9, 11)");
    await expect(page.getByText("Every text colour meets WCAG AA (4.5:1) on its background.")).toBeVisible();
  });
});
