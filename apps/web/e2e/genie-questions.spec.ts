import { expect, test } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

/**
 * Genie asks what the request leaves open instead of guessing, and folds the member's answers into
 * the next version of the same session: chips for quick answers, a field for their own words.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("Genie asks its quick questions and the answers shape the next version", async ({ page, request }) => {
      await signInNewMember(page, request);
      await page.goto("/app/genie");
      await page
        .getByRole("textbox", { name: "Your rough request" })
        .fill("write an email to my landlord about the broken heating");
      await page.getByRole("button", { name: "Refine" }).click();

      const result = page.getByRole("region", { name: "Refined prompt" });
      await expect(result.getByText(/^Written by /)).toBeVisible();
      const asked = result.getByRole("region", { name: "Quick questions" });
      await expect(asked).toBeVisible();
      const questions = asked.getByRole("group");
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(4);
      await expect(asked.getByRole("button", { name: "Use my answers" })).toBeDisabled();

      // The first question answered with a chip, by keyboard; the others in the member's own words.
      const given: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const question = questions.nth(index);
        const chips = question.getByRole("button");
        if (index === 0 && (await chips.count()) > 0) {
          const chip = chips.first();
          given.push((await chip.innerText()).trim());
          await chip.focus();
          await page.keyboard.press("Space");
          await expect(chip).toHaveAttribute("aria-pressed", "true");
        } else {
          const answer = index === 0 ? "a replacement boiler by Friday" : `answer ${index + 1}: firm but friendly`;
          given.push(answer);
          await question.getByRole("textbox").fill(answer);
        }
      }
      await expect(asked.getByText(`${count} of ${count} answered`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const labels = await questions.evaluateAll((groups) =>
        groups.map((group) => group.querySelector("legend")?.textContent ?? ""),
      );
      await asked.getByRole("button", { name: "Use my answers" }).click();
      await expect(result.getByRole("button", { name: "Version 2: my answers" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // The answers are folded into the prompt, and what was answered is not asked again.
      for (const answer of given) await expect(result.getByText(answer, { exact: false }).first()).toBeVisible();
      for (const label of labels) await expect(result.getByRole("group", { name: label })).toHaveCount(0);

      // One session, two versions: the answers revised it.
      await expect(
        page.getByRole("button", { name: /^write an email to my landlord about the broken heating.*2 versions/ }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
