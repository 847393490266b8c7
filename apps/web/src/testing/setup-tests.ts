import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// Each test renders into a fresh document, with no toast left over, and talks to a fresh fake API.
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});
