import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

import { createAccount, signInWithApi, type Account } from "./support/accounts.ts";
import { appOrigin } from "./support/addresses.ts";
import {
  assistantPanel,
  buildExtension,
  launchWithExtension,
  serveAssistantPages,
} from "./support/browser-extension.ts";
import { signInElsewhere } from "./support/members.ts";

// One browser with the extension, used step by step: connecting first, revoking last.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let context: BrowserContext;
let extensionId: string;
let account: Account;
let member: APIRequestContext;

test.beforeAll(async ({ request }) => {
  buildExtension();
  ({ context, extensionId } = await launchWithExtension());
  await serveAssistantPages(context);
  account = await createAccount(request, { isPaid: true });
  member = await signInElsewhere(account);
  const saved = await member.post("/api/saved-prompts", {
    data: { title: "Bakery outreach", perfectedText: "Write a cold email to {{recipient}} about our delivery app." },
  });
  expect(saved.status()).toBe(201);
});

test.afterAll(async () => {
  await member?.dispose();
  await context?.close();
});

const messageBox = (page: Page, selector: string) => page.locator(selector);

/**
 * The member's own calls to the app, between steps that can leave the connection idle past the
 * server's keep-alive: each closes its connection rather than reuse one the server may be closing.
 */
const asMember = async <Body>(method: "GET" | "DELETE", path: string): Promise<{ status: number; body: Body }> => {
  const response = await member.fetch(path, { method, headers: { Connection: "close" } });
  return { status: response.status(), body: (response.status() === 204 ? null : await response.json()) as Body };
};

test("a member connects the extension through the site's consent page", async () => {
  // The consent page opens in this browser, where the member is signed in.
  await signInWithApi(context, account);

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole("textbox", { name: "Promptloom address" }).fill(appOrigin);
  const [consent] = await Promise.all([
    context.waitForEvent("page"),
    popup.getByRole("button", { name: "Connect" }).click(),
  ]);
  await expect(
    consent.getByRole("heading", { name: "Allow Promptloom for Chrome to use your prompts?" }),
  ).toBeVisible();
  await consent.getByRole("button", { name: "Allow" }).click();
  await expect(consent.getByRole("status")).toContainText(`Connected as ${account.email}.`);
  expect(new URL(consent.url()).hash).toBe("");

  // The popup now searches and offers to copy.
  await popup.reload();
  await expect(popup.getByText(`Connected to ${appOrigin}`)).toBeVisible();
  await popup.getByRole("searchbox", { name: "Search prompts" }).fill("bakery");
  await expect(popup.getByRole("button", { name: /Bakery outreach/ })).toBeVisible();

  // The key is the member's, named for the extension, beside their other keys.
  const keys = await asMember<{ items: { name: string }[] }>("GET", "/api/api-keys");
  expect(keys.body.items.map((key) => key.name)).toEqual(["Promptloom for Chrome"]);
  await Promise.all([popup.close(), consent.close()]);
});

test("in ChatGPT, a prompt found with the keyboard is filled in and inserted without sending", async () => {
  const page = await context.newPage();
  await page.goto("https://chatgpt.com/");
  const panel = assistantPanel(page);
  await expect(panel.launcher).toBeVisible();

  await page.keyboard.press("Control+Shift+P");
  await expect(panel.dialog).toBeVisible();
  await expect(panel.search).toBeFocused();
  await page.getByRole("dialog", { name: "Promptloom" }).getByRole("heading", { name: "Promptloom" }).click();
  await page.keyboard.press("/");
  await expect(panel.search).toBeFocused();

  await page.keyboard.type("bakery");
  await panel.dialog.getByRole("button", { name: /Bakery outreach/ }).click();
  await panel.dialog.getByRole("textbox", { name: "Recipient *" }).fill("Rosa at Crumb & Co");
  await panel.dialog.getByRole("button", { name: "Insert into ChatGPT" }).click();

  await expect(messageBox(page, "#prompt-textarea")).toHaveText(
    "Write a cold email to Rosa at Crumb & Co about our delivery app.",
  );
  await expect(panel.status).toHaveText("Inserted into the message box. Nothing was sent. +15 min saved");
  await expect(page.locator("body")).toHaveAttribute("data-sent", "0");
  await page.close();
});

test("in Claude, Genie refines what was typed in place, and undo puts it back", async () => {
  const page = await context.newPage();
  await page.goto("https://claude.ai/new");
  const box = messageBox(page, '[data-testid="chat-input"] .ProseMirror');
  await box.click();
  await page.keyboard.type("write a cold email to a bakery owner about our delivery app");
  const panel = assistantPanel(page);
  await panel.launcher.click();
  await panel.dialog.getByRole("button", { name: "Refine with Genie" }).click();
  await expect(panel.status).toHaveText("Refined with Genie. Undo puts your words back.");
  const refined = await box.innerText();
  expect(refined.length).toBeGreaterThan(100);
  expect(refined).toContain("bakery");

  await panel.dialog.getByRole("button", { name: "Undo" }).click();
  await expect(box).toHaveText("write a cold email to a bakery owner about our delivery app");
  await expect(page.locator("body")).toHaveAttribute("data-sent", "0");
  await page.close();
});

test("in Gemini, what was typed is saved to My Prompts, and a library prompt is inserted", async () => {
  const library = await asMember<{ items: { id: string; title: string }[] }>("GET", "/api/library?type=text&limit=1");
  const libraryPrompt = library.body.items[0];
  if (!libraryPrompt) throw new Error("the e2e server's library is empty");

  const page = await context.newPage();
  await page.goto("https://gemini.google.com/app");
  const box = messageBox(page, "rich-textarea .ql-editor");
  await box.click();
  await page.keyboard.type("Summarise this week's customer feedback into three themes");
  const panel = assistantPanel(page);
  await panel.launcher.click();
  await panel.dialog.getByRole("button", { name: "Save to My Prompts" }).click();
  await expect(panel.status).toHaveText("Prompt saved to My Prompts. +15 min saved!");
  const saved = await asMember<{ items: { title: string; perfectedText: string }[] }>(
    "GET",
    "/api/saved-prompts?source=extension",
  );
  expect(saved.body.items).toEqual([
    expect.objectContaining({
      title: "Summarise this week's customer feedback into three themes",
      perfectedText: "Summarise this week's customer feedback into three themes",
    }),
  ]);

  await panel.search.fill(libraryPrompt.title);
  await panel.dialog
    .getByRole("region", { name: "Library" })
    .getByRole("button", { name: libraryPrompt.title })
    .first()
    .click();
  await expect(panel.dialog.getByRole("heading", { name: libraryPrompt.title })).toBeVisible();
  for (const field of await panel.dialog.locator(".variables input").all()) await field.fill("Acme");
  await panel.dialog.getByRole("button", { name: "Insert into Gemini" }).click();
  await expect(panel.status).toContainText("Inserted into the message box. Nothing was sent.");
  await expect(box).toContainText("Summarise this week's customer feedback into three themes");
  expect((await box.innerText()).length).toBeGreaterThan(80);
  await expect(page.locator("body")).toHaveAttribute("data-sent", "0");
  await page.close();
});

test("image prompts are offered where the assistant makes images: in ChatGPT, not in Claude", async () => {
  const images = await asMember<{ items: { title: string }[] }>("GET", "/api/library?type=image&limit=1");
  const imagePrompt = images.body.items[0];
  if (!imagePrompt) throw new Error("the e2e server's library has no image prompt");
  const listed = `${imagePrompt.title} (image)`;

  const chatgpt = await context.newPage();
  await chatgpt.goto("https://chatgpt.com/");
  const panel = assistantPanel(chatgpt);
  await panel.launcher.click();
  await panel.search.fill(imagePrompt.title);
  await panel.dialog.getByRole("region", { name: "Library" }).getByRole("button", { name: listed }).first().click();
  for (const field of await panel.dialog.locator(".variables input").all()) await field.fill("a lighthouse");
  await panel.dialog.getByRole("button", { name: "Insert into ChatGPT" }).click();
  await expect(panel.status).toContainText("Inserted into the message box. Nothing was sent.");
  expect((await messageBox(chatgpt, "#prompt-textarea").innerText()).length).toBeGreaterThan(40);
  await chatgpt.close();

  const claude = await context.newPage();
  await claude.goto("https://claude.ai/new");
  const claudePanel = assistantPanel(claude);
  await claudePanel.launcher.click();
  // Results for another search first, so their going shows that the image prompt's search has answered.
  await claudePanel.search.fill("Bakery outreach");
  await expect(claudePanel.dialog.getByRole("button", { name: /Bakery outreach/ })).toBeVisible();
  await claudePanel.search.fill(imagePrompt.title);
  await expect(claudePanel.dialog.getByRole("button", { name: /Bakery outreach/ })).toHaveCount(0);
  await expect(claudePanel.dialog.getByRole("button", { name: listed })).toHaveCount(0);
  await claude.close();
});

test("where the message box cannot be found, the panel copies the prompt instead", async () => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: "https://chatgpt.com" });
  const page = await context.newPage();
  await page.goto("https://chatgpt.com/auth/login");
  const panel = assistantPanel(page);
  await panel.launcher.click();
  await expect(panel.dialog.getByText("The message box was not found on this page")).toBeVisible();
  await panel.search.fill("bakery");
  await panel.dialog.getByRole("button", { name: /Bakery outreach/ }).click();
  await panel.dialog.getByRole("textbox", { name: "Recipient *" }).fill("Sam");
  await panel.dialog.getByRole("button", { name: "Copy" }).click();
  await expect(panel.status).toContainText("Copied to clipboard!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Write a cold email to Sam about our delivery app.",
  );
  await page.close();
});

test("a key revoked in the app shows reconnect", async () => {
  const keys = await asMember<{ items: { id: string }[] }>("GET", "/api/api-keys");
  for (const key of keys.body.items) expect((await asMember("DELETE", `/api/api-keys/${key.id}`)).status).toBe(204);

  const page = await context.newPage();
  await page.goto("https://chatgpt.com/");
  const panel = assistantPanel(page);
  await panel.launcher.click();
  await expect(panel.dialog.getByRole("button", { name: "Reconnect" })).toBeVisible();
  await expect(panel.dialog).toContainText("This API key is not valid. It may have been revoked.");

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(popup.getByRole("button", { name: "Reconnect" })).toBeVisible();
  await Promise.all([page.close(), popup.close()]);
});
