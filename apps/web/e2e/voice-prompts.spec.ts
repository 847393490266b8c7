import { expect, test, type APIRequestContext } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

const savePrompt = async (request: APIRequestContext, data: Record<string, string>) => {
  const response = await request.post("/api/saved-prompts", { data });
  if (!response.ok()) throw new Error(`could not save a prompt: ${response.status()}`);
  return (await response.json()) as { id: string };
};

test.describe("voice prompts screen", () => {
  test("lists the member's voice prompts newest first; copy credits time, rename and delete stick", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInNewMember(page, request);
    await page.goto("/app/dashboard");
    await savePrompt(page.request, {
      title: "Older voice prompt",
      perfectedText: "Plan a team offsite.",
      source: "voice",
    });
    await savePrompt(page.request, { title: "Typed prompt", perfectedText: "Not spoken.", source: "manual" });
    await savePrompt(page.request, {
      title: "Newer voice prompt",
      rawText: "write a poem",
      perfectedText: "Write a short poem about the sea.",
      source: "voice",
    });

    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Voice Prompts" }).click();
    await expect(page.getByRole("heading", { name: "Voice Prompts", level: 1 })).toBeVisible();
    const items = page.getByRole("list", { name: "Voice prompts" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByRole("heading")).toHaveText("Newer voice prompt");
    await expect(items.nth(1).getByRole("heading")).toHaveText("Older voice prompt");

    await items.nth(0).getByRole("button", { name: "Copy Newer voice prompt" }).click();
    await expect(page.getByText("+15 min saved", { exact: true })).toBeVisible();
    await expect(page.getByText("Great work! Keep building productivity.", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Write a short poem about the sea.");

    await items.nth(1).getByRole("button", { name: "Rename Older voice prompt" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Offsite plan");
    await page.keyboard.press("Enter");
    await expect(items.nth(1).getByRole("heading")).toHaveText("Offsite plan");

    await items.nth(0).getByRole("button", { name: "Delete Newer voice prompt" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this voice prompt?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(items).toHaveCount(1);

    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole("heading")).toHaveText("Offsite plan");
  });

  test("an empty list offers to record the first voice prompt", async ({ page, request }) => {
    await signInNewMember(page, request);
    await page.goto("/app/voice-prompts");
    await expect(page.getByRole("heading", { name: "No voice prompts yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Record a voice prompt" })).toBeVisible();
  });
});
