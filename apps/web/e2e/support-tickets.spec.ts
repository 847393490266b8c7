import { expect, test } from "@playwright/test";

import { createAccount, sentMails, signInWithApi } from "./support/accounts.ts";
import { signInNewMember } from "./support/members.ts";

test.describe("support tickets", () => {
  test("a member opens a ticket, an admin answers it, and the answer appears on the member's open page", async ({
    page,
    request,
    browser,
  }) => {
    const member = await signInNewMember(page, request);
    await page.goto("/app/support");
    const subject = `Export drops my tags ${member.email.slice(7, 15)}`;
    await page.getByRole("textbox", { name: "Subject" }).fill(subject);
    await page.getByRole("combobox", { name: "What is it about?" }).selectOption({ label: "Something is not working" });
    await page
      .getByRole("textbox", { name: "Message" })
      .fill("When I export My Prompts as CSV the tags column is empty.");
    await page.getByRole("button", { name: "Send ticket" }).click();
    await expect(page.getByRole("heading", { name: subject })).toBeVisible();
    await expect(page.getByText("Waiting for us")).toBeVisible();

    const admin = await createAccount(request, { isPaid: true, isAdmin: true });
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInWithApi(adminPage, admin);
    await adminPage.goto("/app/admin/support");
    await adminPage.getByRole("searchbox", { name: "Search tickets" }).fill(subject);
    // The list answers the search before a ticket is opened from it.
    await expect(adminPage.getByText("1 ticket", { exact: true })).toBeVisible();
    await adminPage.getByRole("button", { name: new RegExp(subject) }).click();
    await expect(adminPage.getByText("When I export My Prompts as CSV the tags column is empty.")).toBeVisible();
    await adminPage
      .getByRole("textbox", { name: "Your answer" })
      .fill("Thanks! Fixed: export again and the tags are there.");
    await adminPage.getByRole("button", { name: "Send answer" }).click();
    await expect(adminPage.getByText("Answer sent")).toBeVisible();
    await adminContext.close();

    const mails = await sentMails(request, member.email);
    expect(mails.some((mail) => mail.subject === `Re: ${subject}` && mail.text.includes("Fixed: export again"))).toBe(
      true,
    );

    // The member's page stayed open all along: the answer arrives there by itself.
    await expect(page.getByText("Thanks! Fixed: export again and the tags are there.")).toBeVisible();
    await expect(page.getByText("Answered", { exact: true })).toBeVisible();
    await page.getByRole("textbox", { name: "Add a reply" }).fill("Works now, thank you.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Works now, thank you.")).toBeVisible();
  });
});
