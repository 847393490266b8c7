import { expect, test, type Browser, type Page } from "@playwright/test";

import { createAccount, signInWithApi } from "./support/accounts.ts";
import { signInNewMember } from "./support/members.ts";

/** An admin signed in on a page of their own, beside the member's. */
const signInAdmin = async (browser: Browser, request: Parameters<typeof createAccount>[0]) => {
  const admin = await createAccount(request, { isPaid: true, isAdmin: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithApi(page, admin);
  return { page, close: () => context.close() };
};

const expectToast = (page: Page, title: string) => expect(page.getByText(title, { exact: true })).toBeVisible();

test.describe("what admins publish, members see", () => {
  test("an admin publishes the Discord invite, refused until it is a Discord link, and members join from it", async ({
    page,
    request,
    browser,
  }) => {
    const admin = await signInAdmin(browser, request);
    await admin.page.goto("/app/admin/discord");
    await admin.page.getByRole("textbox", { name: "Invite link" }).fill("https://example.com/invite/abc");
    await admin.page.getByRole("textbox", { name: "Server name" }).fill("Promptloom Members");
    await admin.page
      .getByRole("textbox", { name: "Description" })
      .fill("Share prompts, ask for feedback and join the weekly prompt clinic.");
    await admin.page
      .getByRole("textbox", { name: /^Rules/ })
      .fill("Be kind and specific.\nNo spam or self-promotion outside #showcase.");
    await admin.page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(admin.page.getByText("Use a Discord invite link such as https://discord.gg/abc123")).toBeVisible();
    await expect(admin.page.getByRole("textbox", { name: "Invite link" })).toBeFocused();

    await admin.page.getByRole("textbox", { name: "Invite link" }).fill("https://discord.com/invite/promptloom");
    await admin.page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(admin.page, "Discord community saved");
    // The link is kept in Discord's short form.
    await expect(admin.page.getByRole("textbox", { name: "Invite link" })).toHaveValue("https://discord.gg/promptloom");
    await admin.close();

    await signInNewMember(page, request);
    await page.goto("/app/community");
    await expect(page.getByRole("heading", { name: "Promptloom Members" })).toBeVisible();
    await expect(page.getByText("Share prompts, ask for feedback and join the weekly prompt clinic.")).toBeVisible();
    const rules = page.getByRole("region", { name: "Community rules" }).getByRole("listitem");
    await expect(rules).toHaveText(["Be kind and specific.", "No spam or self-promotion outside #showcase."]);
    const invite = page.getByRole("link", { name: "Join the Discord server" });
    await expect(invite).toHaveAttribute("href", "https://discord.gg/promptloom");
    await expect(invite).toHaveAttribute("target", "_blank");
  });

  test("an admin writes a resource with a download, and members find and download it", async ({
    page,
    request,
    browser,
  }) => {
    const title = `Prompt review checklist ${Date.now().toString(36)}`;
    const admin = await signInAdmin(browser, request);
    await admin.page.goto("/app/resources");
    await admin.page.getByRole("link", { name: "Manage resources" }).click();
    await expect(admin.page).toHaveURL(/\/app\/admin\/resources$/);
    await admin.page.getByRole("button", { name: "New resource" }).click();
    await admin.page.getByRole("button", { name: "Create resource" }).click();
    await expect(admin.page.getByText("Title is required")).toBeVisible();

    await admin.page.getByRole("textbox", { name: "Title" }).fill(title);
    await admin.page
      .getByRole("textbox", { name: "Summary" })
      .fill("Ten questions to ask of a prompt before you save it to the team library.");
    await admin.page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Cheat sheet" });
    await admin.page.getByRole("textbox", { name: "Topics" }).fill("review, teams");
    await admin.page
      .getByRole("textbox", { name: "Body (Markdown)" })
      .fill(
        "## Before you save\n\n1. Does the prompt name its audience?\n2. Does it say what a good answer looks like?",
      );
    await admin.page.getByRole("checkbox", { name: "Published (members see it)" }).check();
    await admin.page.getByRole("button", { name: "Create resource" }).click();
    await expectToast(admin.page, "Resource created");

    await admin.page.getByLabel("Choose a file to attach").setInputFiles({
      name: "prompt-review-checklist.md",
      mimeType: "text/markdown",
      buffer: Buffer.from("# Prompt review checklist\n\n- Audience\n- Format\n- Example\n"),
    });
    await expect(admin.page.getByText(/^prompt-review-checklist\.md \(/)).toBeVisible();
    await admin.close();

    await signInNewMember(page, request);
    await page.goto("/app/resources");
    await page.getByRole("searchbox", { name: "Search resources" }).fill(title);
    await page.getByRole("searchbox", { name: "Search resources" }).press("Enter");
    await page.getByRole("link", { name: new RegExp(title) }).click();
    await expect(page.getByRole("heading", { name: "Before you save" })).toBeVisible();
    const downloadLink = page.getByRole("link", { name: /Download prompt-review-checklist\.md/ });
    const download = await Promise.all([page.waitForEvent("download"), downloadLink.click()]).then(([event]) => event);
    expect(download.suggestedFilename()).toBe("prompt-review-checklist.md");
  });

  test("an admin rewrites a playbook's introduction and the offline coach answers with it", async ({
    page,
    request,
    browser,
  }) => {
    const intro = "Fifteen minutes on Friday keep next week calm. Here is your week.";
    const admin = await signInAdmin(browser, request);
    await admin.page.goto("/app/admin/ai-coach");
    const weeklyReview = admin.page
      .getByRole("group", { name: "Weekly review" })
      .getByRole("textbox", { name: "Introduction" });
    await weeklyReview.fill("");
    await admin.page.getByRole("button", { name: "Save coach settings" }).click();
    await expect(admin.page.getByText("Introduction is required")).toBeVisible();
    await weeklyReview.fill(intro);
    await admin.page.getByRole("button", { name: "Save coach settings" }).click();
    await expectToast(admin.page, "Coach settings saved");
    await admin.close();

    await signInNewMember(page, request);
    await page.goto("/app/ai-coach");
    await page.getByRole("button", { name: "Weekly review" }).click();
    await expect(page.getByRole("list", { name: "Conversation with the coach" })).toContainText(intro);
  });
});
