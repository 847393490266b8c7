import { expect, test } from "@playwright/test";

import { createAccount, seeded, signInWithApi } from "./support/accounts.ts";
import { waitForEventStream, watchEventStream } from "./support/event-stream.ts";
import { signInNewMember } from "./support/members.ts";

test.describe("admin: users", () => {
  test("a member who is not an admin is refused the admin area and its API", async ({ page, request }) => {
    const account = await createAccount(request, { isPaid: true });
    await signInWithApi(page, account);
    await page.goto("/app/admin/users");
    await expect(page.getByRole("heading", { name: "Admin access required" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Members" })).toHaveCount(0);
    const answer = await page.request.get("/api/admin/users");
    expect(answer.status()).toBe(403);
  });

  test("an admin marks a member refunded: the member's open page signs them out with the refunded message", async ({
    page,
    browser,
    request,
  }) => {
    await watchEventStream(page);
    const member = await signInNewMember(page, request);
    await page.goto("/app/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await waitForEventStream(page);

    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signInWithApi(admin, seeded.admin);
      await admin.goto("/app/admin/users");
      await admin.getByRole("searchbox", { name: "Search members" }).fill(member.email);
      await admin.getByRole("searchbox", { name: "Search members" }).press("Enter");
      await admin.getByRole("button", { name: new RegExp(member.email) }).click();
      await expect(admin.getByRole("heading", { name: member.fullName, level: 2 })).toBeVisible();

      await admin.getByRole("button", { name: "Change access" }).click();
      const dialog = admin.getByRole("dialog", { name: "Change access" });
      await dialog.getByLabel("Access").selectOption("refunded");
      await dialog.getByRole("button", { name: "Save access" }).click();
      await expect(dialog.getByText("Reason is required")).toBeVisible();
      await dialog.getByLabel("Reason").fill("Asked for a refund within 24 hours");
      await dialog.getByRole("button", { name: "Save access" }).click();
      await expect(admin.getByText(`${member.fullName} is marked refunded and signed out everywhere`)).toBeVisible();
      await expect(admin.getByText("Refunded on")).toBeVisible();

      // The member's open page hears of it at once, says so, and moves to the refund policy.
      await expect(page.getByText("Your account has been refunded.")).toBeVisible();
      await expect(page).toHaveURL(/\/refund\?account=refunded$/);
      const notice = page.getByRole("alert").filter({ hasText: "Your account has been refunded." });
      await expect(notice).toContainText("Account Inactive - Contact support for assistance.");
      expect((await page.request.get("/api/me")).status()).toBe(401);
    } finally {
      await adminContext.close();
    }
  });
});
