import { expect, test, type Page } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test("a rough request becomes a prompt, gets shorter, is saved and found in My Prompts, and a copy credits time", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInNewMember(page, request);
  await page.goto("/app/genie");
  await expect(page.getByRole("heading", { name: "AI Genie" })).toBeVisible();
  await expect(page.getByText("Start with a rough request")).toBeVisible();
  await expect(page.getByText("Refined by Built-in composer")).toBeVisible();

  const roughRequest = "um so i need a workout plan, i have bad knees and only dumbbells, 3 days a week";
  await page.getByRole("textbox", { name: "Your rough request" }).fill(roughRequest);
  await page.getByRole("textbox", { name: "Your rough request" }).press("Control+Enter");

  const result = page.getByRole("region", { name: "Refined prompt" });
  await expect(result.getByText("Written by Built-in composer")).toBeVisible();
  await expect(result.getByText("Plan", { exact: true })).toBeVisible();
  await expect(result.getByText(/a measurable goal/)).toBeVisible();
  await expect(result.getByText(/Kept from your request:/).locator("xpath=..")).toContainText("3 days");

  await result.getByRole("button", { name: "Shorter" }).click();
  const second = result.getByRole("button", { name: "Version 2: Make the prompt shorter." });
  await expect(second).toHaveAttribute("aria-pressed", "true");
  await result.getByRole("button", { name: "Show changes from the last version" }).click();
  await expect(result.getByTestId("changes").locator("del").first()).toBeVisible();

  await result.getByRole("button", { name: "Save to My Prompts" }).click();
  await expect(toast(page, "Saved successfully!")).toBeVisible();
  await expect(result.getByRole("button", { name: "Saved to My Prompts" })).toBeDisabled();

  await result.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Copied to clipboard!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("dumbbells");

  // The history keeps the session, with both versions.
  await expect(page.getByRole("button", { name: /^um so i need a workout plan.*2 versions/ })).toBeVisible();

  await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Dashboard" }).click();
  // The save and the copy each credited 15 minutes: total, this week and today read 30 minutes.
  await expect(page.getByRole("region", { name: "Time saved" }).getByText("30 min")).toHaveCount(3);

  await page.goto("/app/saved-prompts");
  await expect(page.getByText(roughRequest.slice(0, 40), { exact: false }).first()).toBeVisible();
});

test("another tool's request opens in Genie, ready to refine", async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto(`/app/genie?request=${encodeURIComponent("write a tagline for my bike repair shop")}`);
  await expect(page.getByRole("textbox", { name: "Your rough request" })).toHaveValue(
    "write a tagline for my bike repair shop",
  );
  await page.getByRole("button", { name: "Refine" }).click();
  await expect(
    page.getByRole("region", { name: "Refined prompt" }).getByText("Marketing copy", { exact: true }),
  ).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the request, the result and the history stack in one column", async ({ page, request }) => {
    await signInNewMember(page, request);
    await page.goto("/app/genie");
    await page.getByRole("textbox", { name: "Your rough request" }).fill("a haiku about the first snow in Kyoto");
    await page.getByRole("button", { name: "Refine" }).click();
    const result = page.getByRole("region", { name: "Refined prompt" });
    await expect(result.getByText("Creative writing", { exact: true })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  });
});

test("changed settings revise the session, keeping Shorter, instead of starting a new one", async ({
  page,
  request,
}) => {
  await signInNewMember(page, request);
  await page.goto("/app/genie");
  await page
    .getByRole("textbox", { name: "Your rough request" })
    .fill("write an email to my landlord about the heating");
  await page.getByRole("button", { name: "Refine" }).click();
  const result = page.getByRole("region", { name: "Refined prompt" });
  await result.getByRole("button", { name: "Shorter" }).click();
  await expect(result.getByRole("button", { name: "Version 2: Make the prompt shorter." })).toBeVisible();

  await page.getByRole("combobox", { name: "Tone" }).selectOption("Formal");
  await page.getByRole("button", { name: "Refine" }).click();
  await expect(result.getByRole("button", { name: "Version 3: Tone: Formal" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^write an email to my landlord.*3 versions/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "History" }).locator("xpath=..").getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Refine" }).click();
  await expect(page.getByText(/^Nothing has changed since the last version\./)).toBeVisible();
});

test("a Prompt Studio prompt arrives in Genie as an image prompt for its model", async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto("/app/prompt-studio");
  await page.getByRole("textbox", { name: "Subject" }).fill("a red kite over the sea cliffs");
  await expect(page.getByTestId("studio-prompt")).toHaveText(/^a red kite over the sea cliffs .*--v /);
  await page.getByRole("link", { name: "Send to Genie" }).click();

  const roughRequest = page.getByRole("textbox", { name: "Your rough request" });
  await expect(roughRequest).toHaveValue(/^Midjourney prompt: a red kite over the sea cliffs .*--v /);
  await page.getByRole("button", { name: "Refine" }).click();
  const result = page.getByRole("region", { name: "Refined prompt" });
  await expect(result.getByText(/^Image prompt$/)).toBeVisible();
  // Midjourney's own syntax, not a general "Help me with this:" prompt.
  await expect(result.getByText(/red kite over the sea cliffs.*--v /)).toBeVisible();
  await expect(result.getByText(/Help me with this/)).toHaveCount(0);
});
