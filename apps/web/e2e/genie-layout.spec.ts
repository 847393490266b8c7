import { expect, test, type Page } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

const longRequest =
  "please write a detailed onboarding checklist for our new warehouse staff at https://intranet.example.com/operations/warehouse-onboarding-checklist-2026-final-version including forklift safety";
const longRefinement =
  "mention the induction video at https://intranet.example.com/videos/forklift-safety-induction-part-one-and-part-two and that the first week is shadowing only";

/** Each Genie setting is wide enough to show every one of its choices in full. */
const clippedSelects = (page: Page) =>
  page.getByRole("form", { name: "Your request" }).evaluate((form) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    return [...form.querySelectorAll("select")].flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = style.font;
      // The padding on both sides and the browser's drop-down arrow.
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return [...select.options]
        .filter((option) => context.measureText(option.text).width > room)
        .map((option) => `${select.labels[0]?.textContent ?? select.name}: ${option.text}`);
    });
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("Genie fits the screen with long titles, links and version names, and its settings read in full", async ({
      page,
      request,
    }) => {
      await signInNewMember(page, request);
      await page.goto("/app/genie");
      expect(await clippedSelects(page)).toEqual([]);

      await page.getByRole("textbox", { name: "Your rough request" }).fill(longRequest);
      await page.getByRole("button", { name: "Refine" }).click();
      const result = page.getByRole("region", { name: "Refined prompt" });
      await expect(result.getByText(/^Written by /)).toBeVisible();
      await result.getByRole("textbox", { name: "Or say how to change it" }).fill(longRefinement);
      await result.getByRole("button", { name: "Apply this change" }).click();
      await expect(result.getByRole("button", { name: /^Version 2: mention the induction video/ })).toBeVisible();
      await expect(page.getByRole("button", { name: /^please write a detailed onboarding.*2 versions/ })).toBeVisible();

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(await clippedSelects(page)).toEqual([]);
    });
  });
}
