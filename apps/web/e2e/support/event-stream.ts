import type { Page } from "@playwright/test";

declare global {
  interface Window {
    eventStreamReady?: boolean;
  }
}

/**
 * Notes on the page when its event stream says `ready` (the server has subscribed it), so a test
 * can make a change only once the page is sure to hear of it. Call before the page loads.
 */
export const watchEventStream = (page: Page) =>
  page.addInitScript(() => {
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener("ready", () => {
          window.eventStreamReady = true;
        });
      }
    };
  });

export const waitForEventStream = (page: Page) => page.waitForFunction(() => window.eventStreamReady === true);
