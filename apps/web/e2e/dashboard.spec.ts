import { expect, test } from "@playwright/test";

import { signInElsewhere, signInNewMember } from "./support/members.ts";

test.describe("dashboard", () => {
  test("hours saved move live, without a reload, when the member saves time on another device", async ({
    page,
    request,
  }) => {
    const account = await signInNewMember(page, request);
    await page.goto("/app/dashboard");
    const stats = page.getByRole("region", { name: "Time saved" });
    await expect(stats).toContainText("Hours saved");
    await expect(stats.getByText("0 min").first()).toBeVisible();
    await expect(page.getByText("Nothing yet.")).toBeVisible();

    const device = await signInElsewhere(account);
    try {
      const tracked = await device.post("/api/functions/track-usage", {
        data: { event: "prompt_copied", category: "voice", source: "voice" },
      });
      expect(tracked.ok()).toBe(true);
      await device.post("/api/functions/track-usage", { data: { event: "prompt_saved", minutes_saved: 45 } });
    } finally {
      await device.dispose();
    }

    // Total, this week and today all read 60 minutes = 1 hour.
    await expect(stats.getByText("60 min")).toHaveCount(3);
    await expect(stats.getByText("1 day")).toBeVisible();
    const activity = page.getByRole("list", { name: "Recent activity" });
    await expect(activity.getByRole("listitem")).toHaveCount(2);
    await expect(activity.getByRole("listitem").first()).toContainText("Saved a prompt");
    await expect(activity.getByRole("listitem").first()).toContainText("+45 min");
    const chart = page.getByRole("table", { name: /Minutes saved per day/ });
    await expect(chart.getByRole("row").last()).toContainText("60");
  });

  test("fits a 375 px screen", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInNewMember(page, request);
    await page.goto("/app/dashboard");
    await expect(page.getByRole("region", { name: "Time saved" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Minutes saved, last 30 days" })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath("dashboard-375.png"), fullPage: true });
  });
});
