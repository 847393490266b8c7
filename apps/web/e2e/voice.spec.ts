import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { fakeMicrophoneLaunchOptions } from "./support/chromium.ts";
import { prepareSpeechWav } from "./support/fake-audio.ts";
import { signInNewMember } from "./support/members.ts";
import {
  answerCannotTranscribe,
  forgetTranscriptions,
  receivedAudio,
  scriptTranscription,
} from "./support/transcriptions.ts";

// Chromium's fake microphone plays a spoken task. Headless Chromium's speech recognition fails
// with `audio-capture`, so every test here goes through the recording → transcription fallback.
test.use({
  launchOptions: fakeMicrophoneLaunchOptions(
    prepareSpeechWav("bakery-email", "Write a short welcome email for new customers of my bakery."),
  ),
});
// The transcription service's replies are scripted in order: one test at a time.
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ request }) => {
  await forgetTranscriptions(request);
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Opens the dialog with the microphone button and records for a moment. */
const recordTask = async (page: Page) => {
  await page.getByRole("button", { name: "Speak a task" }).click();
  const dialog = page.getByRole("dialog", { name: "Speak a task" });
  await expect(dialog.getByText("Live captions aren't available in this browser.", { exact: false })).toBeVisible();
  // Long enough for a few one-second chunks.
  await page.waitForTimeout(1500);
  return dialog;
};

/**
 * Signs a new member in and opens the microphone button where nothing can transcribe: the dialog
 * offers typing from the start, saying so in member words.
 */
const openVoiceOfferingTyping = async (page: Page, request: APIRequestContext) => {
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  await page.getByRole("button", { name: "Speak a task" }).click();
  const dialog = page.getByRole("dialog", { name: "Type a task" });
  await expect(
    dialog.getByText("Voice input isn't available here right now, so type your task instead."),
  ).toBeVisible();
  return dialog;
};

test("speak a task, get a prompt, edit, copy and save it, find it listed, delete it", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  await scriptTranscription(request, {
    kind: "text",
    text: "um so I need a short welcome email for new customers of my bakery",
  });

  const dialog = await recordTask(page);
  await dialog.getByRole("button", { name: "Stop" }).click();

  await expect(toast(page, "Voice prompt generated!")).toBeVisible();
  await expect(page.getByText(/^Created: Voice Prompt – /)).toBeVisible();
  const result = page.getByRole("dialog", { name: "Your voice prompt" });
  await expect(result.getByText("Written by Built-in composer")).toBeVisible();
  const prompt = result.getByRole("textbox", { name: "Your prompt" });
  await expect(prompt).toBeFocused();
  await expect(prompt).toHaveValue(/bakery/i);

  const uploads = await receivedAudio(request);
  expect(uploads).toHaveLength(1);
  expect(uploads[0]?.type).toMatch(/^audio\/webm/);
  expect(uploads[0]?.size).toBeGreaterThan(1000);

  const edited = `${await prompt.inputValue()}\nKeep it under 120 words.`;
  await prompt.fill(edited);
  await result.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Copied to clipboard!")).toBeVisible();
  await expect(toast(page, "Prompt copied successfully. +15 min saved!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);

  await result.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Saved successfully!")).toBeVisible();
  await expect(toast(page, "Voice prompt saved to My Prompts. +15 min saved!")).toBeVisible();
  await expect(result.getByRole("button", { name: "Saved" })).toBeDisabled();

  await result.getByRole("button", { name: "Close" }).click();
  await expect(result).toHaveCount(0);
  // The dashboard behind the dialog counted both: total, this week and today read 30 minutes.
  await expect(page.getByRole("region", { name: "Time saved" }).getByText("30 min")).toHaveCount(3);

  await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Voice Prompts" }).click();
  const items = page.getByRole("list", { name: "Voice prompts" }).getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole("heading")).toHaveText(/^Voice Prompt – /);
  await expect(items.first()).toContainText("Keep it under 120 words.");
  await items
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  await page.getByRole("dialog", { name: "Delete this voice prompt?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "No voice prompts yet" })).toBeVisible();
});

test("a transcription over 400 characters is refused and nothing is refined", async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  const perfectCalls: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/api/functions/perfect-prompt")) perfectCalls.push(sent.url());
  });
  await scriptTranscription(request, { kind: "text", text: "word ".repeat(90).trim() });

  const dialog = await recordTask(page);
  await dialog.getByRole("button", { name: "Stop" }).click();

  await expect(toast(page, "Input too long")).toBeVisible();
  await expect(toast(page, "Please keep your input under 400 characters. Current: 449")).toBeVisible();
  await expect(dialog.getByText("449/400")).toBeVisible();
  await expect(dialog.getByText("Your input is too long—please keep it under 400 characters.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Try again" })).toBeVisible();
  expect(perfectCalls).toEqual([]);
});

test("silence is reported as no speech", async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  await scriptTranscription(request, { kind: "text", text: "" });
  const dialog = await recordTask(page);
  await dialog.getByRole("button", { name: "Stop" }).click();
  await expect(toast(page, "No speech detected")).toBeVisible();
  await expect(toast(page, "We didn't catch that — please try again.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Start recording" })).toBeVisible();
});

test("a failed transcription is shown in the dialog", async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  await scriptTranscription(request, { kind: "error", status: 500 });
  await scriptTranscription(request, { kind: "error", status: 500 });
  const dialog = await recordTask(page);
  await dialog.getByRole("button", { name: "Stop" }).click();
  await expect(toast(page, "Processing Error")).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText(/^Transcription failed: /);
  await expect(dialog.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("Clear while processing abandons the request and reports nothing", async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  await scriptTranscription(request, { kind: "text", text: "plan my week", delayMs: 2500 });
  const dialog = await recordTask(page);
  await dialog.getByRole("button", { name: "Stop" }).click();
  await expect(dialog.getByRole("button", { name: "Processing…" })).toBeVisible();
  await dialog.getByRole("button", { name: "Clear" }).click();
  await expect(dialog.getByRole("button", { name: "Start recording" })).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(toast(page, "Voice prompt generated!")).toHaveCount(0);
  await expect(toast(page, "Processing Error")).toHaveCount(0);
  expect((await receivedAudio(request))[0]?.closedEarly).toBe(true);
});

test("listening stops by itself after 15 seconds without speech", async ({ page, request }) => {
  await page.clock.install();
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  await scriptTranscription(request, { kind: "text", text: "draft a packing list for a weekend hike" });
  await recordTask(page);
  await page.clock.runFor(15_000);
  await expect(page.getByRole("dialog", { name: "Your voice prompt" })).toBeVisible();
});

test("works with the keyboard alone on a 375 px screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  await scriptTranscription(request, { kind: "text", text: "summarise this article for a busy manager" });
  await page.getByRole("button", { name: "Speak a task" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Speak a task" });
  await expect(dialog.getByRole("button", { name: "Stop" })).toBeFocused();
  await page.waitForTimeout(1500);
  await page.keyboard.press("Enter");
  const result = page.getByRole("dialog", { name: "Your voice prompt" });
  await expect(result.getByRole("textbox", { name: "Your prompt" })).toBeFocused();
  const box = await result.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath("voice-result-375.png") });
});

test("a denied microphone says so", async ({ page, request }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  await page.getByRole("button", { name: "Speak a task" }).click();
  await expect(toast(page, "Microphone Error")).toBeVisible();
  await expect(toast(page, "Could not access microphone. Please check permissions and try again.")).toBeVisible();
  await expect(
    page.getByRole("dialog", { name: "Speak a task" }).getByRole("button", { name: "Start recording" }),
  ).toBeVisible();
});

test.describe("on a server that cannot transcribe", () => {
  test.beforeEach(async ({ page }) => {
    await answerCannotTranscribe(page);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`a browser without speech recognition is told before recording and types the task (${size.width} px)`, async ({
      page,
      request,
      context,
    }) => {
      await page.setViewportSize(size);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.addInitScript(() => {
        const scope = window as unknown as Record<string, unknown>;
        delete scope.SpeechRecognition;
        delete scope.webkitSpeechRecognition;
      });
      const microphoneAsked: string[] = [];
      await page.exposeFunction("noteMicrophone", () => microphoneAsked.push("asked"));
      await page.addInitScript(() => {
        const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
        navigator.mediaDevices.getUserMedia = (constraints) => {
          void (window as unknown as { noteMicrophone: () => Promise<void> }).noteMicrophone();
          return original(constraints);
        };
      });
      const dialog = await openVoiceOfferingTyping(page, request);
      await expect(dialog).not.toContainText(/AI_|pocketsphinx|apt-get/);
      const field = dialog.getByRole("textbox", { name: "Your task" });
      await expect(field).toBeFocused();
      await field.fill("a short welcome email for new customers of my bakery");
      const box = await dialog.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: test.info().outputPath(`voice-typed-${size.width}.png`) });
      await dialog.getByRole("button", { name: "Write my prompt" }).click();

      const result = page.getByRole("dialog", { name: "Your voice prompt" });
      const prompt = result.getByRole("textbox", { name: "Your prompt" });
      await expect(prompt).toHaveValue(/bakery/i);
      await result.getByRole("button", { name: "Copy" }).click();
      await expect(toast(page, "Copied to clipboard!")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await prompt.inputValue());
      await result.getByRole("button", { name: "Save" }).click();
      await expect(toast(page, "Saved successfully!")).toBeVisible();
      expect(microphoneAsked).toEqual([]);
      expect(await receivedAudio(request)).toEqual([]);
    });
  }

  test("when the browser's own recognition cannot hear, the dialog turns to typing instead of failing after Stop", async ({
    page,
    request,
  }) => {
    // Headless Chromium's recognition reports `audio-capture`, and the server has nothing to fall back on.
    const dialog = await openVoiceOfferingTyping(page, request);
    await expect(page.getByText(/Transcription failed/)).toHaveCount(0);
    await dialog.getByRole("textbox", { name: "Your task" }).fill("plan my week around two deadlines");
    await dialog.getByRole("button", { name: "Write my prompt" }).click();
    await expect(page.getByRole("dialog", { name: "Your voice prompt" })).toBeVisible();
    expect(await receivedAudio(request)).toEqual([]);
  });
});

test("a member can type instead at any time, and the typed task takes the same way", async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto("/app/dashboard");
  const dialog = await recordTask(page);
  await dialog.getByRole("button", { name: "Type instead" }).click();
  const typing = page.getByRole("dialog", { name: "Type a task" });
  await typing.getByRole("textbox", { name: "Your task" }).fill("a packing list for a weekend hike");
  await typing.getByRole("button", { name: "Write my prompt" }).click();
  await expect(page.getByRole("dialog", { name: "Your voice prompt" }).getByRole("textbox")).toHaveValue(/hike/i);
  expect(await receivedAudio(request)).toEqual([]);
});
