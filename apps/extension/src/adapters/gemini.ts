import type { SiteAdapter } from "./site-adapter.ts";

/** gemini.google.com: a Quill editor inside the `rich-textarea` element. */
export const geminiAdapter: SiteAdapter = {
  id: "gemini",
  name: "Gemini",
  matches: ["https://gemini.google.com/*"],
  hostnames: ["gemini.google.com"],
  messageBoxSelectors: [
    'rich-textarea div.ql-editor[contenteditable="true"]',
    'div.ql-editor[contenteditable="true"][role="textbox"]',
    'rich-textarea [contenteditable="true"]',
  ],
  makesImages: true,
};
