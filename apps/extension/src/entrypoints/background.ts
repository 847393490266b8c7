import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";

import type { ExtensionRequest } from "../lib/extension-requests.ts";
import { handleRequest } from "../lib/handle-request.ts";

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message: unknown, _sender, sendResponse: (answer: unknown) => void) => {
    void handleRequest(message as ExtensionRequest).then(sendResponse);
    // The answer comes later: keep the channel open for it.
    return true;
  });
});
