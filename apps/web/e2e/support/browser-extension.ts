import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromium, type BrowserContext, type Page } from "@playwright/test";

import { appOrigin } from "./addresses.ts";
import { fullChromiumLaunchOptions } from "./chromium.ts";

const extensionRoot = join(import.meta.dirname, "../../../extension");
const unpackedExtension = join(extensionRoot, ".output/chrome-mv3");

/**
 * Builds the unpacked Chrome extension from the current sources (a few seconds), so the spec
 * always loads what the code says rather than a build left from earlier.
 */
export const buildExtension = () => {
  execFileSync(process.execPath, [join(extensionRoot, "../../node_modules/wxt/bin/wxt.mjs"), "build"], {
    cwd: extensionRoot,
    stdio: "pipe",
  });
};

/** Chromium with the built extension loaded (headless "new" mode runs extensions), and the extension's id. */
export const launchWithExtension = async (): Promise<{ context: BrowserContext; extensionId: string }> => {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "promptloom-extension-")), {
    ...fullChromiumLaunchOptions,
    headless: true,
    baseURL: appOrigin,
    args: [
      ...fullChromiumLaunchOptions.args,
      `--disable-extensions-except=${unpackedExtension}`,
      `--load-extension=${unpackedExtension}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  return { context, extensionId: new URL(worker.url()).host };
};

const fixturePage = (site: "chatgpt" | "claude" | "gemini" | "signed-out") =>
  readFileSync(join(extensionRoot, "src/adapters/fixtures", `${site}.html`), "utf8");

/**
 * The assistants' addresses answer with the saved pages the adapters are tested against, so the
 * extension's content script runs on them as it would on the real sites, and nothing leaves the machine.
 */
export const serveAssistantPages = async (context: BrowserContext) => {
  // The last route added that matches answers: the login page comes after the rest of chatgpt.com.
  const pages = [
    { url: "https://chatgpt.com/**", site: "chatgpt" },
    { url: "https://claude.ai/**", site: "claude" },
    { url: "https://gemini.google.com/**", site: "gemini" },
    { url: "https://chatgpt.com/auth/login", site: "signed-out" },
  ] as const;
  for (const { url, site } of pages) {
    await context.route(url, (route) => route.fulfill({ contentType: "text/html", body: fixturePage(site) }));
  }
};

/** The panel's parts (inside the extension's shadow root, which Playwright's locators pierce). */
export const assistantPanel = (page: Page) => ({
  launcher: page.getByRole("button", { name: "Promptloom prompts" }),
  dialog: page.getByRole("dialog", { name: "Promptloom" }),
  search: page.getByRole("searchbox", { name: "Search prompts" }),
  status: page.getByRole("dialog", { name: "Promptloom" }).getByRole("status"),
});
