import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

const savePrompt = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const response = await request.post("/api/saved-prompts", { data });
  if (!response.ok()) throw new Error(`could not save a prompt: ${response.status()}`);
};

const savePrompts = async (page: Page, count: number) => {
  for (let index = 1; index <= count; index += 1) {
    await savePrompt(page.request, {
      title: `Prompt number ${index}`,
      perfectedText: `Write a short note number ${index} for the team.`,
      tags: ["team", "notes", `n${index}`],
    });
  }
};

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
};

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const promptCards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /^Prompt number/ }) });

/** Scrolls through the page and checks that the microphone never lies over a prompt card. */
const expectMicClearOfCards = async (page: Page) => {
  const mic = page.getByRole("button", { name: "Speak a task" });
  const cards = promptCards(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 200) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const micBox = await boxOf(mic);
    for (const card of await cards.all()) {
      const cardBox = await card.boundingBox();
      if (cardBox) expect(overlaps(micBox, cardBox), `at scroll ${y}`).toBe(false);
    }
  }
};

test.describe("My Prompts layout", () => {
  test("at 1366 px the floating microphone keeps clear of cards and toasts; delete asks in the app and can be undone", async ({
    page,
    request,
    context,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInNewMember(page, request);
    await savePrompts(page, 8);
    await page.goto("/app/saved-prompts");
    await expect(page.getByRole("banner").getByText("My Prompts", { exact: true })).toBeVisible();
    await expect(promptCards(page)).toHaveCount(8);
    await expectMicClearOfCards(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Copy Prompt number 8" }).click();
    const toast = page.getByText("Copied to clipboard!", { exact: true });
    await expect(toast).toBeVisible();
    // Once it has slid into place, the toast sits above the microphone.
    const micBox = await boxOf(page.getByRole("button", { name: "Speak a task" }));
    await expect.poll(async () => overlaps(micBox, await boxOf(toast))).toBe(false);
    await page.screenshot({ path: test.info().outputPath("my-prompts-1366.png") });

    let nativeDialogs = 0;
    page.on("dialog", (dialog) => {
      nativeDialogs += 1;
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Delete Prompt number 8" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this prompt?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Prompt deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Prompt number 8" })).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("heading", { name: "Prompt number 8" })).toBeVisible();
    expect(nativeDialogs).toBe(0);
  });

  test("at 390 px the prompts come before the folders, and the microphone sits in the top bar", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInNewMember(page, request);
    await savePrompts(page, 4);
    await page.goto("/app/saved-prompts");
    const firstCard = promptCards(page).first();
    await expect(firstCard).toBeVisible();
    expect((await boxOf(firstCard)).y).toBeLessThan(844);
    await expect(page.getByRole("navigation", { name: "Folders" })).toBeHidden();

    const mic = page.getByRole("button", { name: "Speak a task" });
    const bar = await boxOf(page.getByRole("banner"));
    const micBox = await boxOf(mic);
    expect(micBox.y + micBox.height).toBeLessThanOrEqual(bar.y + bar.height);
    // The top bar stays put as the page scrolls, and the microphone with it: it floats over nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolledBar = await boxOf(page.getByRole("banner"));
    const scrolledMic = await boxOf(mic);
    expect(scrolledMic.y + scrolledMic.height).toBeLessThanOrEqual(scrolledBar.y + scrolledBar.height);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Folders" }).click();
    const folders = page.getByRole("navigation", { name: "Folders" });
    await expect(folders).toBeVisible();
    expect(overlaps(await boxOf(mic), await boxOf(folders))).toBe(false);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("my-prompts-390.png") });
    await mic.click();
    await expect(page.getByRole("dialog", { name: /^(Speak|Type) a task$/ })).toBeVisible();
  });
});
