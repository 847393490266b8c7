import { expect, test } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

test.describe("prompt library to My Prompts", () => {
  test("search, fill in, copy and save a prompt, then find it in My Prompts, edit it and restore the first version", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInNewMember(page, request);
    await page.goto("/app/dashboard");
    const sidebar = page.getByRole("navigation", { name: "Sidebar" });
    // My Prompts seen empty first: a prompt saved elsewhere must still show when the member comes back.
    await sidebar.getByRole("link", { name: "My Prompts" }).click();
    await expect(page.getByText("No prompts here yet.")).toBeVisible();

    await sidebar.getByRole("link", { name: "Prompt Library" }).click();
    await expect(page.getByRole("heading", { name: "Prompt Library", level: 1 })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search prompts" }).fill("cold");
    await expect(page).toHaveURL(/[?&]q=cold(&|$)/);
    // The search landing in the address leaves the box focused: typing carries on.
    await page.keyboard.type(" email");
    await expect(page).toHaveURL(/[?&]q=cold\+email/);
    await page.getByRole("button", { name: "Cold email: the first touch" }).click();

    const detail = page.getByRole("dialog", { name: "Cold email: the first touch" });
    await expect(page).toHaveURL(/prompt=cold-email-first-touch/);
    await expect(detail.getByRole("region", { name: "Example" })).toContainText('Recipient: "Dana, CTO at Acme"');
    await detail.getByRole("textbox", { name: "Recipient" }).fill("Dana, CTO at Acme");
    await detail.getByRole("textbox", { name: "Offer" }).fill("a faster build pipeline");
    await detail.getByRole("combobox", { name: "Ask" }).selectOption("a reply with the right contact");
    const preview = detail.getByTestId("prompt-preview");
    await expect(preview).toContainText("Recipient: Dana, CTO at Acme (role, company");
    await expect(preview).toContainText("What I am asking for: a reply with the right contact");
    await expect(preview).toContainText("Why them, why now: a recent announcement, post or change at their company");
    await expect(detail.getByRole("link", { name: "Claude" })).toHaveAttribute(
      "href",
      /^https:\/\/claude\.ai\/new\?q=You%20are/,
    );

    await detail.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(page.getByText("Copied to clipboard!", { exact: true })).toBeVisible();
    const filled = await preview.innerText();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(filled);

    await detail.getByRole("button", { name: "Save to My Prompts" }).click();
    await expect(page.getByText("Saved successfully!", { exact: true })).toBeVisible();
    await detail.getByRole("button", { name: "Close" }).click();
    await expect(detail).toHaveCount(0);
    await expect(page).not.toHaveURL(/prompt=/);

    await sidebar.getByRole("link", { name: "My Prompts" }).click();
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search my prompts" }).fill("dana acme");
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText("Cold email: the first touch");
    await expect(cards.first()).toContainText("Library");

    await cards.first().getByRole("button", { name: "Edit Cold email: the first touch" }).click();
    const editor = page.getByRole("dialog", { name: "Edit prompt" });
    await editor.getByRole("textbox", { name: "Prompt" }).fill("Write a two-line cold email to Dana at Acme.");
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(editor).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search my prompts" }).fill("");
    await expect(cards.first()).toContainText("Write a two-line cold email to Dana at Acme.");

    await cards.first().getByRole("button", { name: "Edit Cold email: the first touch" }).click();
    await editor.getByRole("tab", { name: "History" }).click();
    await expect(editor.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(2);
    await editor.getByRole("button", { name: "Restore version 1" }).click();
    await expect(page.getByText("Version 1 restored", { exact: true })).toBeVisible();
    await expect(editor.getByRole("textbox", { name: "Prompt" })).toHaveValue(filled);
    await editor.getByRole("button", { name: "Close" }).click();
    await expect(cards.first()).toContainText("Recipient: Dana, CTO at Acme");
  });

  test("the library works at 375 px, by keyboard, and Back returns to the previous search", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInNewMember(page, request);
    await page.goto("/app/image-prompts");
    await expect(page.getByRole("heading", { name: "Image Prompts", level: 1 })).toBeVisible();
    const results = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(results.first()).toBeVisible();

    await page.getByRole("searchbox", { name: "Search prompts" }).fill("portrait");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=portrait/);
    // The list re-renders with the search results; act on them, not on the list they replace.
    await expect(results.first().getByRole("heading", { level: 3 })).toContainText(/portrait/i);
    await results.first().getByRole("button").first().focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/q=portrait/);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
