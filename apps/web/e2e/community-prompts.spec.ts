import { expect, test } from "@playwright/test";

import { seeded } from "./support/accounts.ts";
import { signInElsewhere, signInNewMember } from "./support/members.ts";

test.describe("community prompts", () => {
  test("a member shares a prompt, sees it wait for review, and after approval another member finds and upvotes it", async ({
    page,
    request,
    browser,
  }) => {
    const author = await signInNewMember(page, request);
    await page.goto("/app/community-prompts");
    await page.getByRole("button", { name: "Share a prompt" }).click();
    const dialog = page.getByRole("dialog", { name: "Share a prompt" });
    await dialog.getByRole("button", { name: "Submit for review" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();

    const title = `Standup digest ${author.email.slice(7, 15)}`;
    await dialog.getByRole("textbox", { name: "Title" }).fill(title);
    await dialog
      .getByRole("textbox", { name: "Prompt" })
      .fill("Turn these standup notes into a digest for {{audience:the team}}: {{notes}}");
    await dialog.getByRole("combobox", { name: "Category" }).selectOption({ label: "Productivity & planning" });
    await dialog.getByRole("textbox", { name: "Tags" }).fill("meetings, standup");
    await dialog.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText("Thanks for sharing!", { exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "My submissions" }).click();
    const mine = page.getByRole("main").getByRole("listitem").filter({ hasText: title });
    await expect(mine.getByText("Waiting for review")).toBeVisible();

    const admin = await signInElsewhere({ ...seeded.admin, fullName: "Admin" });
    const queue = (await (await admin.get("/api/admin/community-prompts?status=pending&limit=100")).json()) as {
      items: { id: string; title: string }[];
    };
    const submitted = queue.items.find((item) => item.title === title);
    expect(submitted).toBeDefined();
    expect((await admin.post(`/api/admin/community-prompts/${submitted?.id}/approve`)).status()).toBe(204);
    await admin.dispose();

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInNewMember(other, request);
    await other.goto(`/app/community-prompts?q=${encodeURIComponent("standup digest")}`);
    const card = other.getByRole("main").getByRole("listitem").filter({ hasText: title });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: `Upvote ${title}, 0 votes` }).click();
    await expect(card.getByRole("button", { name: `Upvote ${title}, 1 vote` })).toHaveAttribute("aria-pressed", "true");
    await card.getByRole("button", { name: "Report" }).click();
    await other.getByRole("dialog").getByRole("button", { name: "Send report" }).click();
    await expect(card.getByRole("button", { name: "Reported" })).toBeDisabled();
    await otherContext.close();
  });
});
