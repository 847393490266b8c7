import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, vi } from "vitest";

/** How long sonner takes to remove a closed toast (its TIME_BEFORE_UNMOUNT is 200 ms). */
const toastRemovalMs = 250;

// Each test renders into a fresh document, with no toast left over, and talks to a fresh fake API.
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});

// sonner updates its toaster from timers (a tick after a toast, 200 ms after one closes). Once a
// file ends its document is torn down, and such a timer would fire into a missing window; a file
// that showed a toast lets them run out first.
afterAll(async () => {
  if (toast.getHistory().length === 0) return;
  await new Promise((resolve) => setTimeout(resolve, toastRemovalMs));
});
