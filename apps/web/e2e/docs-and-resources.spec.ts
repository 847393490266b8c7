import { expect, test } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

test.describe("documentation and resources", () => {
  test("docs search finds the page about folders and opens its section", async ({ page, request }) => {
    await signInNewMember(page, request);
    await page.goto("/app/docs");
    await expect(page.getByRole("article").getByRole("heading", { name: "Getting started" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("folders");
    await page.getByRole("searchbox", { name: "Search the docs" }).press("Enter");
    const results = page.getByRole("region", { name: "Results for “folders”" });
    const result = results.getByRole("link", { name: /My Prompts/ }).first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/app\/docs\/my-prompts#/);
    await expect(page.getByRole("article").getByRole("heading", { name: "My Prompts", level: 2 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
  });

  test("resources search finds a guide, opens it, and a download is offered", async ({ page, request }) => {
    await signInNewMember(page, request);
    await page.goto("/app/resources");
    await page.getByRole("searchbox", { name: "Search resources" }).fill("midjourney");
    await page.getByRole("searchbox", { name: "Search resources" }).press("Enter");
    const guide = page.getByRole("link", { name: /Image prompts that get the picture in your head/ });
    await expect(guide).toBeVisible();
    await guide.click();
    await expect(page.getByRole("heading", { name: "How the main models differ" })).toBeVisible();
    await page.getByRole("link", { name: "All resources" }).click();

    await page.getByRole("searchbox", { name: "Search resources" }).fill("");
    await page.getByRole("button", { name: "Downloads" }).click();
    await page.getByRole("link", { name: /Everyday prompts starter pack/ }).click();
    const downloadLink = page.getByRole("link", { name: /Download everyday-prompts-starter-pack\.json/ });
    const download = await Promise.all([page.waitForEvent("download"), downloadLink.click()]).then(([event]) => event);
    expect(download.suggestedFilename()).toBe("everyday-prompts-starter-pack.json");
  });
});
