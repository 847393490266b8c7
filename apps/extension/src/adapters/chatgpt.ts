import type { SiteAdapter } from "./site-adapter.ts";

/** chatgpt.com: a ProseMirror editor with the id the old textarea had. */
export const chatgptAdapter: SiteAdapter = {
  id: "chatgpt",
  name: "ChatGPT",
  matches: ["https://chatgpt.com/*", "https://chat.openai.com/*"],
  hostnames: ["chatgpt.com", "chat.openai.com"],
  messageBoxSelectors: [
    '#prompt-textarea[contenteditable="true"]',
    'form div.ProseMirror[contenteditable="true"]',
    "textarea#prompt-textarea",
  ],
  makesImages: true,
};
