import { expect, test, type Browser, type Page } from "@playwright/test";

import { seeded, signInWithApi } from "./support/accounts.ts";
import { signInNewMember } from "./support/members.ts";

/** A page of its own, signed in as the seeded admin. */
const openAsAdmin = async (browser: Browser, path: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithApi(page, seeded.admin);
  await page.goto(path);
  return { page, close: () => context.close() };
};

const searchLibrary = async (member: Page, words: string) => {
  await member.goto(`/app/library?q=${encodeURIComponent(words)}`);
  await expect(member.getByRole("heading", { name: "Prompt Library", level: 1 })).toBeVisible();
};

test.describe("admin: prompt library", () => {
  test("an admin previews an import, commits it, and members find the new prompt only while it is published", async ({
    page,
    browser,
    request,
  }) => {
    // Two people in two browsers through eleven steps (import, preview, commit, unpublish, publish,
    // each checked from the member's side): more than the 30 s one page's flow is given.
    test.slow();
    const run = Date.now().toString(36);
    const title = `Quarterly review coach ${run}`;
    const csv = [
      "slug,title,description,body,type,category,models",
      `quarterly-review-${run},${title},Prepare a quarterly review.,"Help me prepare my quarterly review (${run}) for {{manager}}.",text,productivity-planning,chatgpt`,
      `no-title-${run},,Missing its title.,Say hello ${run}.,text,productivity-planning,chatgpt`,
    ].join("\n");

    const admin = await openAsAdmin(browser, "/app/admin/prompts?tab=transfer");
    try {
      const form = admin.page.getByRole("region", { name: "Import prompts" });
      await form
        .getByLabel("File")
        .setInputFiles({ name: "prompts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await form.getByRole("button", { name: "Preview import" }).click();
      await expect(form.getByText("Preview: 1 to add, 0 to update, 0 unchanged, 1 rejected.")).toBeVisible();
      await expect(form.getByText(`Row 2: ${title}`)).toBeVisible();
      await expect(form.getByText("title: Title is required")).toBeVisible();

      // Nothing is stored by the preview: a member does not find the prompt yet.
      await signInNewMember(page, request);
      await searchLibrary(page, title);
      await expect(page.getByText("No prompts match.")).toBeVisible();

      await form.getByRole("button", { name: "Import 1 prompt" }).click();
      await expect(form.getByText("Imported: 1 added, 0 updated, 0 unchanged, 1 rejected.")).toBeVisible();

      await searchLibrary(page, title);
      await expect(page.getByRole("button", { name: title })).toBeVisible();

      // Unpublished, it leaves the members' library; published again, it comes back.
      await admin.page.goto(`/app/admin/prompts?q=${encodeURIComponent(title)}`);
      await admin.page.getByRole("button", { name: `Unpublish ${title}` }).click();
      await expect(admin.page.getByText(`${title} is hidden from members`)).toBeVisible();
      await searchLibrary(page, title);
      await expect(page.getByText("No prompts match.")).toBeVisible();

      await admin.page.getByRole("button", { name: `Publish ${title}` }).click();
      await expect(admin.page.getByText(`${title} is published`)).toBeVisible();
      await searchLibrary(page, title);
      await expect(page.getByRole("button", { name: title })).toBeVisible();
    } finally {
      await admin.close();
    }
  });

  test("an admin edits a prompt with the members' fill-in form previewed", async ({ browser }) => {
    const admin = await openAsAdmin(browser, "/app/admin/prompts?edit=new");
    try {
      await admin.page
        .getByLabel("Prompt", { exact: true })
        .fill("Summarise {{text}} for {{audience:executives|engineers}}.");
      const preview = admin.page.getByRole("region", { name: "What members see" });
      await preview.getByRole("textbox", { name: "Text" }).fill("the launch notes");
      await preview.getByRole("combobox", { name: "Audience" }).selectOption("engineers");
      await expect(preview.getByTestId("prompt-preview")).toHaveText("Summarise the launch notes for engineers.");
    } finally {
      await admin.close();
    }
  });
});

test.describe("admin: community moderation", () => {
  test("an admin approves a member's submission and it appears in the members' community list", async ({
    page,
    browser,
    request,
  }) => {
    await signInNewMember(page, request);
    const title = `Retro summary ${Date.now().toString(36)}`;
    const submitted = await page.request.post("/api/community-prompts", {
      data: { title, body: "Summarise this retro into three actions: {{notes}}", category: "productivity-planning" },
    });
    expect(submitted.status()).toBe(201);
    await page.goto(`/app/community-prompts?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: title })).toHaveCount(0);

    const admin = await openAsAdmin(browser, "/app/admin/community-prompts");
    try {
      const card = admin.page
        .getByRole("list", { name: "Community prompts" })
        .getByRole("listitem")
        .filter({ hasText: title });
      await expect(card).toBeVisible();
      await card.getByRole("button", { name: `Approve ${title}` }).click();
      await expect(admin.page.getByText(`${title} is published`)).toBeVisible();
      await expect(card).toHaveCount(0);
    } finally {
      await admin.close();
    }

    await page.goto(`/app/community-prompts?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: title })).toBeVisible();
  });
});
