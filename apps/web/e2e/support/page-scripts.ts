import { expect, type Page } from "@playwright/test";

/**
 * The marketing page's script has run: the header has read the session. Prerendered pages paint
 * before their script starts (lib/after-first-paint.ts), and the header's menu opens only once it
 * has run.
 */
export const siteScriptRan = (page: Page) =>
  expect(page.locator("header[data-session]")).not.toHaveAttribute("data-session", "loading");

/**
 * The sign-in page's script has run (entry-auth.tsx marks it started): its header menu listens and
 * the card is hydrated. A tap on the menu's toggle before then does nothing.
 */
export const authScriptRan = (page: Page) =>
  page.waitForFunction(() => (window as { promptloomStarted?: boolean }).promptloomStarted === true);
